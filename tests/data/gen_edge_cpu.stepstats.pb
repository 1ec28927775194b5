
C
,/job:localhost/replica:0/task:0/device:CPU:0â
block0/layer0/Identity_0s ,(-2/
cpu‰§‰§ Ä“	(Î‘œŸ2s‰§2 ¼ìöÿÿÿÿÿÿ:31ÎÛÕ"ˆÒA€ÔAcpu ½(0ã•ü¡…à:-)	ï<"À€Âcpu æ(0ÒÛµëàB%block0/layer0/Identity_0 = Identity()HpP°
block0/layer0/MatMul_5–:%#
€"€€cpu Ô(0ŠÃé²„àBgblock0/layer0/MatMul_5 = MatMul(^block0/layer0/Cast_1, block0/layer0/BiasAdd_2, block0/layer0/Conv2D_4)H“PŞ
block0/layer1/Mul_10ı ^(_:)'	Ûf"ˆê€ìcpu å0²Á–‡à:+'	Ñ\"ğ¸
€º
cpu ›0²¢ÉÅ‡àBbblock0/layer1/Mul_10 = Mul(block0/layer0/MatMul_5, block0/layer0/Identity_0, block0/layer0/Cast_1)Húø
block0/layer1/Sum_15È Á(Â2/
cpuÔ™>Ô™> êŒ(­î–\2ÈÔ™>2Š–óàÿÿÿÿÿÿ:" ]"ô€cpu ¯0¶¦ºŠ‡à:.*
˜¡"à„€†cpu ×(0™øïàBKblock0/layer1/Sum_15 = Sum(block0/layer0/MatMul_5, block0/layer0/BiasAdd_2)HÅPN
block0/layer2/Softmax_20í )(*B$block0/layer2/Softmax_20 = Softmax()HêPG
block0/layer2/Reshape_25¾ K(LBx = y = F(G(a), b) tail) moreH»P¢
block0/layer3/Reshape_30ÿ *(+20
cpuŞ”%Ş”% ¯Ê(ª¿ä”2ÿŞ”%2ªÑµíÿÿÿÿÿÿ:0.ù("ÀÅ€Æcpu Á0üƒ…Å‹à:&"H" €cpu ã(0ø¦îÕàBlblock0/layer3/Reshape_30 = Reshape(q"uote\back/Ã©tÃ©_13/_89, block0/layer0/Cast_1, block0/layer2/BiasAdd_29)HüPŸ
block0/layer3/Const_35æ (:#!
Î"¸€cpu ¾0ØîÆš‡àBPblock0/layer3/Const_35 = Const(block0/layer2/BiasAdd_29, block0/layer0/Conv2D_4)HãPK
shared/dup_1  %(&B-shared/dup_1 = Identity(block0/layer1/Sum_15)HPÈ
block0/layer4/Cast_45š ¯(°20
cpuõ¡õ¡ ú(´·‘2šõ¡2Ê	†ïùÿÿÿÿÿÿ:*(
³¨"à«€¬cpu İ0ÀµÔŠàBAblock0/layer4/Cast_45 = Cast(missing_2, block0/layer1/Softmax_12)H—P–
block0/layer5/Conv2D_50§	 (Bmblock0/layer5/Conv2D_50 = Conv2D(block0/layer2/Softmax_24, ^block0/layer1/Mul_10, ^block0/layer3/Identity_37)H¤	P{
block0/layer5/Conv2D_55×	 »(¼BPblock0/layer5/Conv2D_55 = Conv2D(missing_14, block0/layer2/Const_26, missing_61)HÔ	P-

RecvTensorí
 5(6BRecvTensor x from yHê
±
block0/layer6/Mul_65Ã /(0:#!		"$€cpu í(0‰ö‹õàBfblock0/layer6/Mul_65 = Mul(block0/layer0/MatMul_5, block0/layer4/Softmax_42, block0/layer6/Reshape_63)HÀP×
block0/layer7/Sum_70’ i(j:1/	¾å®"Ğ©¸€ª¸cpu ã0ÅÈ‚ã€à:2.
¦%Á"ø«á€¬ácpu ®0š š†ƒàBJblock0/layer7/Sum_70 = Sum(block0/layer6/BiasAdd_61, block0/layer1/Mul_10)HPû
q"uote\back/Ã©tÃ©_75â ®(¯20
cpuƒ›ƒ› Á(¸áôé2âƒ›2‘¿òñÿÿÿÿÿÿ:!	"$€cpu Ö0£–­é‹à:,(	à:"€ş€şcpu P(0Œ²ğ…àBPq"uote\back/Ã©tÃ©_75 = BiasAdd(block0/layer5/Const_57, missing_42, shared/dup_2)HßPŠ
block0/layer8/MatMul_80¨ »(¼:1/µøá"àÊÂ^€ÌÂ^cpu Ù0Í¦—ç‡àB,block0/layer8/MatMul_80 = MatMul(missing_64)H¥PÀ
block0/layer8/BiasAdd_85 3(4:%#ÿ"ü€cpu »(0¼áÚ•ˆà:,(	
ùû"Œñ"€ò"cpu ®0´®éÇƒàBAblock0/layer8/BiasAdd_85 = BiasAdd(block0/layer5/Identity_56/_74)HŠP´
block0/layer9/FusedBatchNorm_90ƒ (2/
cpuÄÄ †â(éÿ›F2ƒÄ2‘úñÿÿÿÿÿÿ:,*
½î"Øı
€ş
cpu ¨(0áÈ¦Šà:,(
Ÿ©"Üç€ècpu É0©ä”Ç…àBvblock0/layer9/FusedBatchNorm_90 = FusedBatchNorm(missing_41, block0/layer6/FusedBatchNorm_64, block0/layer8/Conv2D_82)H€P¹
block0/layer9/Identity_95Ş 6(7:,*
è½" Â€Äcpu à(0òçÆ‹à:.*
ñ"¸€cpu ı(0Üæ‰àB0block0/layer9/Identity_95 = Identity(missing_73)HÛP¼
block1/layer0/Softmax_100Á (‘:%#	Ô"Ğ€cpu ä(0ĞÛØñ…àBhblock1/layer0/Softmax_100 = Softmax(q"uote\back/Ã©tÃ©_75, ^block0/layer9/Sum_92, block0/layer3/Const_35)H¾P²
block1/layer0/Add_105ç À(Á20
cpuºƒ#ºƒ# İÁ(ÙÜèê2çºƒ#2¨£¾îÿÿÿÿÿÿ:" 	M"´€cpu ®0Í·ò½ŠàB3block1/layer0/Add_105 = Add(^block0/layer8/Relu_81)HäP‡
 block1/layer1/FusedBatchNorm_110 2(3BUblock1/layer1/FusedBatchNorm_110 = FusedBatchNorm(shared/dup_0, block0/layer6/Add_62)HşP¿
block1/layer1/Relu_115Ì :(;:#!	¼"ğ€cpu ¦0ê€òßŒàBtblock1/layer1/Relu_115 = Relu(block0/layer8/Const_87, block0/layer9/Softmax_96, block0/layer8/FusedBatchNorm_84/_70)HÉÑ
block1/layer2/MatMul_120À20
cpu»ö»ö »(­ƒ—¦2À»ö2ÀãÄûÿÿÿÿÿÿ:20	Äwû"Ğ“î€”îcpu Â(0´ƒÎŠàBGblock1/layer2/MatMul_120 = MatMul(missing_92, block1/layer0/Conv2D_107)H½Pv
block1/layer2/Reshape_125ÿ K(L:$"	a"„€cpu ¾(0Ó¤€İ„àB%block1/layer2/Reshape_125 = Reshape()HüPj
block1/layer3/Identity_130‚ (ŸB<block1/layer3/Identity_130 = Identity(a, b)
second = Line(c)HÿPĞ
block1/layer3/Const_135ò (20
cpuƒÂ&ƒÂ& ¡(áÅ“ê2òƒÂ&2€ÿŞìÿÿÿÿÿÿ:#!à"€€cpu 0ğ„àBPblock1/layer3/Const_135 = Const(^block1/layer0/Conv2D_107, block0/layer9/Mul_94)HïP·
block1/layer4/Mul_140µ W(X:)'	×"ĞP€Rcpu ˆ(0©âæÍŒàBeblock1/layer4/Mul_140 = Mul(block0/layer8/BiasAdd_83, block0/layer8/Conv2D_82, block0/layer7/Cast_79)H²Pv
block1/layer4/MatMul_145à «(¬:%#ú"è€cpu î(0Ââ¨û‡àB#block1/layer4/MatMul_145 = MatMul()HİPf
block1/layer5/Conv2D_150‡ —(˜20
cpu¯ˆ¯ˆ —Ä(‡»î2‡¯ˆ2Ÿé»ıÿÿÿÿÿÿBno matchH„PR
block1/layer5/Reshape_155Ó Â(ÃB%block1/layer5/Reshape_155 = Reshape()HĞPP
block1/layer6/BiasAdd_160¡ (B%block1/layer6/BiasAdd_160 = BiasAdd()HP…
block1/layer6/Sum_165ğ _(`20
cpu­©+­©+ ÖÔ(äô¯Ë2ğ­©+2Ğª«êÿÿÿÿÿÿ:" 0"À€cpu Ø0¢›¯Ç€à:-)

Ú"È•€–cpu *(0¥È“æ‡àBYblock1/layer6/Sum_165 = Sum(block1/layer6/Identity_164, block1/layer1/FusedBatchNorm_112)HíP¿
block1/layer7/Softmax_170­ Á(Â:)'
Ã"Àí€îcpu 80·ÛÉ–‰à:'#¦"˜	€
cpu á(0·æê×„àB>block1/layer7/Softmax_170 = Softmax(block1/layer5/Reshape_159)HªP®
block1/layer7/BiasAdd_175½ Ç(È:,*

•ş"ØÆ€Ècpu É(0–‘Ñìà:,(
ÍÃ"œí€îcpu ¨0ùØ‰‰‡àB%block1/layer7/BiasAdd_175 = BiasAdd()HºP¨
block1/layer8/Relu_180š —(˜20
cpu‘­‘­ È–(Üß²×2š‘­2²¸éòÿÿÿÿÿÿ:+)		xŒ"€Í€Îcpu ¬(0¶§ñ«àBblock1/layer8/Relu_180 = Relu()H—P½
shared/dup_0í 9(::$"Ò"È€cpu (0°ûÂã‰à:$ k"¬€cpu 0ğ…‡¤†àBSshared/dup_0 = Softmax(block1/layer3/Sum_132, block1/layer6/BiasAdd_160, missing_3)HêP«
block1/layer9/Relu_190© (:/-11Ñ"ÄÁz€Âzcpu ä(0ìÎş…‚àBRblock1/layer9/Relu_190 = Relu(q"uote\back/Ã©tÃ©_168/_2, block1/layer8/Reshape_187)H¦PÔ
block1/layer9/Cast_195Æ G(H20
cpuŒ­Œ­ Æ–(…íƒ2ÆŒ­2ºéøÿÿÿÿÿÿ:#!" €cpu €(0Íªâ„àBUblock1/layer9/Cast_195 = Cast(block1/layer5/Reshape_155, block1/layer4/Const_143/_56)HÃPq
block2/layer0/Softmax_200¼ (BFblock2/layer0/Softmax_200 = Softmax(missing_65, block1/layer9/Sum_194)H¹PS
block2/layer0/Identity_205²  !("B'block2/layer0/Identity_205 = Identity()H¯ P­
block2/layer1/Identity_210! »(¼2/
cpu¼Ö*¼Ö* «(ŠÂß2!¼Ö*2É"âÔêÿÿÿÿÿÿ:%#’"È€
cpu ²(0¥ÙıÉˆàB'block2/layer1/Identity_210 = Identity()HŠ!PÌ
block2/layer1/Add_215ê! À(Á:$","°€cpu Ü(0çÙ¸€à:,(	
­Ú"Èš	€œ	cpu 0™¾˜·àBOblock2/layer1/Add_215 = Add(block1/layer9/Const_191, block2/layer0/Mul_203/_87)Hç!P‚
block2/layer2/Add_220Ï" ˜(™:#!£"Œ€cpu è0ÆƒÍŠàB6block2/layer2/Add_220 = Add(block1/layer9/Reshape_192)HÌ"ß
block2/layer2/MatMul_225´# ¡(¢20
cpuîçîç ÷³(©¨´Ë2´#îç2Ö$‰Ìóÿÿÿÿÿÿ:*(
åÖ"¸£€¤cpu 0ê¤÷à„à:$ ©"¤€cpu 0Ëå‡ø‡àB/block2/layer2/MatMul_225 = MatMul(shared/dup_0)H±#P”
q"uote\back/Ã©tÃ©_230‰$ ¶(·:20¯½N"¨ÄÂ€ÆÂcpu ó(0ñº€–àB7q"uote\back/Ã©tÃ©_230 = Sum(block1/layer8/Identity_189)H†$Ps
block2/layer3/MatMul_235ê$:*(	Ì"€æ€æcpu U(0ËØû ŒàB#block2/layer3/MatMul_235 = MatMul()Hç$P
block2/layer4/Identity_240†& (()20
cpuÀµ1Àµ1 àÚ(ÕÄÃ¯2†&Àµ12¯& ¥çÿÿÿÿÿÿ:0.²l€"€ š€ šcpu ½0Ã€à:%!£"Œ	€
cpu Õ0ì¬ŞƒàBXblock2/layer4/Identity_240 = Identity(block2/layer3/Relu_234, block2/layer0/Add_201/_53)Hƒ&Pœ
block2/layer4/Reshape_245ô& J(KBsblock2/layer4/Reshape_245 = Reshape(block2/layer1/MatMul_212, block2/layer0/Identity_205, block2/layer4/MatMul_241)Hñ&
›
,/job:localhost/replica:0/task:0/device:GPU:0Ç
block0/layer0/Cast_1” D(E:64

Ç¢"$¸·.€¸.cuda_host_bfc «(0¯´Ùş…àBiblock0/layer0/Cast_1 = Cast(block0/layer0/Identity_0, block0/layer0/Identity_0, block0/layer0/Identity_0)H‘P`
block0/layer0/BiasAdd_2› L(MB7block0/layer0/BiasAdd_2 = BiasAdd(block0/layer0/Cast_1)H˜Pó
block0/layer0/Add_3ˆ G(H26
	GPU_0_bfcıÁ)ıÁ) şà(œ¶äİ2ˆıÁ)2Ğ‚Ÿëÿÿÿÿÿÿ:20
„ß" ğ§€¨	GPU_0_bfc ¿(0Ùı´ô†à:-)	‚"ˆ€	GPU_0_bfc ä(0À½üÃàB3block0/layer0/Add_3 = Add(block0/layer0/Identity_0)H…P‡
block0/layer0/Conv2D_4î {(|Bablock0/layer0/Conv2D_4 = Conv2D(missing_25, block0/layer0/Identity_0, block0/layer0/Identity_0:1)Hë—
block0/layer0/Cast_6º b(c26
	GPU_0_bfcõåõå úò(ğ²ñÙ2ºõå2†ùÿÿÿÿÿÿ:+)
ú"è€	GPU_0_bfc ‚(0ĞĞ†Šà:40
ÿŒ" Ğ×€Ø	GPU_0_bfc ”(0¨£œ‚àBVblock0/layer0/Cast_6 = Cast(block0/layer0/Cast_1, block0/layer0/BiasAdd_2, missing_64)H·P¦
block0/layer0/Softmax_7 (:53
	ôs"$ğì€îcuda_host_bfc ğ(0òä•äŠàBLblock0/layer0/Softmax_7 = Softmax(^block0/layer0/Add_3, block0/layer0/Add_3)P”
block0/layer0/Reshape_8Ú G(HBkblock0/layer0/Reshape_8 = Reshape(block0/layer0/Identity_0:1, block0/layer0/Conv2D_4, block0/layer0/Cast_6)H×P¨
block0/layer0/Softmax_9õ o(p2:
cuda_host_bfcÏÄ6ÏÄ6 §¢(«õ”Ô2õÏÄ62åÙİäÿÿÿÿÿÿ:53		$¸"$€ï€ğcuda_host_bfc ç(0íø¡‰à:73	»v"$Èá€âcuda_host_bfc (0ËÄ…Œ‡àBSblock0/layer0/Softmax_9 = Softmax(block0/layer0/BiasAdd_2, block0/layer0/Softmax_7)HòPé
shared/dup_0 ¼(½:64
è£"$à	€	cuda_host_bfc ”(0óäæò…à:62
íœ""°Ë1€Ì1cuda_host_bfc Ö0æÛàĞàBYshared/dup_0 = MatMul(^block0/layer0/Cast_6, block0/layer0/Add_3, block0/layer0/Conv2D_4)H‹Pñ
block0/layer1/Softmax_12§ (2:
cuda_host_bfcÄÊÄÊ ¢å(îÍ¢¿2§ÄÊ2µŞšıÿÿÿÿÿÿ:-+«" ¬€cuda_host_bfc õ0¿©ÓÂ…à:40
	4Ø"!€ß€àcuda_host_bfc H0Ö’“”€àB$block0/layer1/Softmax_12 = Softmax()H¤Pİ
q"uote\back/Ã©tÃ©_13¹ v(w:/-ğ""À€cuda_host_bfc Ê(0ñı ±‰à:73		*Ş"$°£€¤cuda_host_bfc »(0ä¼°…àBMq"uote\back/Ã©tÃ©_13 = BiasAdd(block0/layer1/Mul_10, block0/layer0/Softmax_9)H¶PÄ
block0/layer1/Relu_14Ï u(v:86‹Š""ˆóé€ôé	GPU_0_bfc ¼(0ààÛê‰àBeblock0/layer1/Relu_14 = Relu(block0/layer0/MatMul_5, ^block0/layer0/Identity_0, block0/layer0/Cast_6)HÌâ
block0/layer1/Relu_16æ y(z:31	&º""ğŒ€cuda_host_bfc ¼0Ï‚ıøŠà:=9	ÖÁü"$ õŒ]€öŒ]cuda_host_bfc Å0â·æÙˆàBGblock0/layer1/Relu_16 = Relu(block0/layer0/Cast_1, block0/layer0/Add_3)HãPë
block0/layer1/Mul_17è (:64	
ÿ®"$ÈÚ€Ücuda_host_bfc †(0×ÕŠˆà:1-·""Ü	€
cuda_host_bfc É(0ì±¼ÌàBZblock0/layer1/Mul_17 = Mul(^block0/layer0/BiasAdd_2, block0/layer1/Softmax_12, missing_17)HåP”
block0/layer1/Cast_18œ m(n2:
cuda_host_bfcúÜ úÜ  ½®(Æ¡Àš2œúÜ 2ŠÃÑïÿÿÿÿÿÿB1block0/layer1/Cast_18 = Cast(block0/layer0/Add_3)H™P-

RecvTensor² (BRecvTensor x from yH¯’
block0/layer2/Relu_21Ö †(‡26
	GPU_0_bfcúÉ(úÉ( ı¤(Ó¼Ù†2ÖúÉ(2İƒÛëÿÿÿÿÿÿ:'%_"ü€	GPU_0_bfc f0Ú ¤¡ŒàBno matchHÓPN
block0/layer2/BiasAdd_22û 8(9B$block0/layer2/BiasAdd_22 = BiasAdd()HøPÌ
block0/layer2/BiasAdd_23† l(m:1/	Ùv" ˜ €¢	GPU_0_bfc Ô(0Ö¯»×†à:1-
Ç"Èş-€€.	GPU_0_bfc l0Ÿ£Ê£‡àB<block0/layer2/BiasAdd_23 = BiasAdd(block0/layer1/Sum_15/_79)HƒPÔ
block0/layer2/Softmax_24µ Å(Æ26
	GPU_0_bfc©À©À ” (ÉøŸİ2µ©À2ûìßùÿÿÿÿÿÿ:53Íg÷"´ô €‚ô 	GPU_0_bfc *0¾—èøŠàB9block0/layer2/Softmax_24 = Softmax(a, b)
second = Line(c)H²P·
block0/layer2/Const_26Í †(‡:)'	"T€	GPU_0_bfc õ(0”ÊËŒàBbblock0/layer2/Const_26 = Const(block0/layer0/BiasAdd_2, block0/layer0/Add_3, block0/layer1/Sum_15)HÊP¸
block0/layer2/Conv2D_27é U(V2:
cuda_host_bfc˜Â/˜Â/ Œá(º•ö2é˜Â/2¿ôèÿÿÿÿÿÿ::8üŠ,"$€é½€ê½cuda_host_bfc ø0µÒ“šˆà:/+
ı" ô€cuda_host_bfc ÿ0ÚÂÍîàBhblock0/layer2/Conv2D_27 = Conv2D(block0/layer0/Softmax_9, block0/layer2/Const_26, block0/layer2/Relu_21)Hæ¬
block0/layer2/Reshape_28ş:31
	s""Ì›€œcuda_host_bfc §0Êø•ö…àBSblock0/layer2/Reshape_28 = Reshape(block0/layer0/Reshape_8, block0/layer2/Const_26)HûP~
block0/layer2/BiasAdd_29˜ !("BTblock0/layer2/BiasAdd_29 = BiasAdd(block0/layer2/Reshape_25, block0/layer0/Conv2D_4)H•P|
block0/layer3/Softmax_31˜ (BTblock0/layer3/Softmax_31 = Softmax(block0/layer2/Conv2D_27, block0/layer0/BiasAdd_2)H•Ï
block0/layer3/Mul_32¬ ¾(¿:+)¤"	€
	GPU_0_bfc £(0ØŞ’…à:2.	+«"äå€æ	GPU_0_bfc O(0•ªõÓàBFblock0/layer3/Mul_32 = Mul(block0/layer1/Sum_15, q"uote\back/Ã©tÃ©_13)H©Pƒ
block0/layer3/MatMul_33° 	(
26
	GPU_0_bfcÓô0Óô0 ©º(ÇÍ—Ô2°Óô02º×ÅçÿÿÿÿÿÿB"block0/layer3/MatMul_33 = MatMul()H­P
block0/layer3/BiasAdd_34Ê i(j:(&F"˜€	GPU_0_bfc ç0™õÇ‹àB;block0/layer3/BiasAdd_34 = BiasAdd(block0/layer0/Reshape_8)HÇPË
block0/layer3/Cast_36Ú 
(26
	GPU_0_bfc’’"’’" ‰‰(àšÿØ2Ú’’"2å÷öîÿÿÿÿÿÿBlblock0/layer3/Cast_36 = Cast(block0/layer0/Conv2D_4/_38, block0/layer0/Softmax_7, ^block0/layer2/Softmax_20)H×Pí
block0/layer3/Identity_37® %(&:64°KË" À™€š	GPU_0_bfc „0¢¯•ÜŒà:3/		§m" ìì€î	GPU_0_bfc ˜(0Ä×âúàBUblock0/layer3/Identity_37 = Identity(block0/layer1/Cast_18, ^block0/layer0/Reshape_8)H«P¦
block0/layer3/Add_38‘ ƒ(„:)'Ã"Œ€	GPU_0_bfc Í0„¾šø†à:51	"Ä¨€ª	GPU_0_bfc ¾0Ê»÷áŠàBblock0/layer3/Add_38 = Add()HP»
block0/layer3/Relu_39• ·(¸26
	GPU_0_bfcÕ‡/Õ‡/ êÃ(òãÇ‹2•Õ‡/2Í–¼èÿÿÿÿÿÿ:1/		¿)" Ü˜€š	GPU_0_bfc ›(0şÆ×…‰à::6ë ""€‘Ó€’Ó	GPU_0_bfc (0¿ª’àBkblock0/layer3/Relu_39 = Relu(block0/layer0/MatMul_5, block0/layer0/Identity_0:1, ^block0/layer2/Softmax_20)H’Pš
block0/layer4/Reshape_41· (Bpblock0/layer4/Reshape_41 = Reshape(block0/layer0/Softmax_9:1, block0/layer2/BiasAdd_22, block0/layer0/BiasAdd_2)H´P†
block0/layer4/Softmax_42Ï Á(Â26
	GPU_0_bfcƒ²
ƒ²
 ™(ÑÙ„‹2Ïƒ²
2‘	ÿæúÿÿÿÿÿÿB$block0/layer4/Softmax_42 = Softmax()HÌ
block0/layer4/Softmax_43ä ·(¸:)'­"´€	GPU_0_bfc Ë0äõÏÂƒàBGblock0/layer4/Softmax_43 = Softmax(shared/dup_0, block0/layer3/Cast_36)HáPÏ
q"uote\back/Ã©tÃ©_44ñ t(u:42
ÑÌ""°Ø%€Ú%cuda_host_bfc †0÷¤û‚à:/+ø" à€cuda_host_bfc Â0ÏËæàBBq"uote\back/Ã©tÃ©_44 = BiasAdd(block0/layer3/Const_35, missing_23)HîP¨
block0/layer4/Mul_46» (:31	ñ""°º€¼cuda_host_bfc ®0½­òÒ‚à:/+’" È€cuda_host_bfc Œ0‰ûÛ±‡àBblock0/layer4/Mul_46 = Mul()H¸P¶
block0/layer4/Mul_47Ø ¨(©:*(&"˜€	GPU_0_bfc »(0Ïîù‡ˆàBbblock0/layer4/Mul_47 = Mul(block0/layer3/Add_38:1, block0/layer1/Relu_16, block0/layer3/Relu_39:1)HÕPÙ
block0/layer4/Relu_48	 (26
	GPU_0_bfcô *ô * º(ôĞÖ 2	ô *2§	Æïêÿÿÿÿÿÿ:0.
ùŞ"¸‡€ˆ	GPU_0_bfc ä0à”¤ÔàBHblock0/layer4/Relu_48 = Relu(block0/layer4/Mul_47, block0/layer0/Cast_1)HŒ	Pt
block0/layer4/Const_49˜	 À(Á:(&	Ü"ğ€	GPU_0_bfc &0¨ÛğŒàB block0/layer4/Const_49 = Const()H•	P¹
block0/layer5/Reshape_51®	29
cuda_host_bfc˜ˆ1˜ˆ1 ŒÄ(ğ”g2®	˜ˆ12®	ô»çÿÿÿÿÿÿBZblock0/layer5/Reshape_51 = Reshape(missing_91, block0/layer3/Add_38, block0/layer0/Cast_1)H«	PÇ
block0/layer5/Cast_52±	 M(N:.,9""ä€cuda_host_bfc Ì(0€§¯Œà:95	şY""¢M€¤Mcuda_host_bfc Õ0·Ú àB5block0/layer5/Cast_52 = Cast(block0/layer2/Conv2D_27)H®	PK
block0/layer5/Conv2D_53Ú	 d(eB"block0/layer5/Conv2D_53 = Conv2D()H×	Pñ
block0/layer5/Sum_54	 (2:
cuda_host_bfcûê(ûê( ½µ(ñŸõ€2	ûê(2¯	ÃÊëÿÿÿÿÿÿ:,*a" „€cuda_host_bfc °0—œà²à:/+½" ô€cuda_host_bfc ƒ0ÿÄñÜŒàB0block0/layer5/Sum_54 = Sum(block0/layer4/Mul_46)Hš	Pi
block0/layer5/Identity_56è	 2(3B>block0/layer5/Identity_56 = Identity(^block0/layer5/Conv2D_53)Hå	Pò
block0/layer5/Const_57€
 T(U26
	GPU_0_bfcŠŒŠŒ …Æ	(æûÎ·2€
ŠŒ2Õ
û¹öÿÿÿÿÿÿ:-+	™"ô?€@	GPU_0_bfc å0ÚĞ‘–‰àBcblock0/layer5/Const_57 = Const(block0/layer3/Mul_32, block0/layer0/Add_3, block0/layer5/Sum_54/_27)Hı	PÂ
block0/layer5/MatMul_58°
 Œ(:;9
ƒ•"$È»6€»6cuda_host_bfc ª0Òç’ßƒà:62
êÑ""¨È€Êcuda_host_bfc Ş0¨×ÀÔ‚àB"block0/layer5/MatMul_58 = MatMul()H­
Pr
block0/layer5/Sum_59¾
 c(dBLblock0/layer5/Sum_59 = Sum(block0/layer5/Const_57/_6, ^block0/layer4/Mul_46)H»
Pf
block0/layer6/BiasAdd_61ç
 n(oB<block0/layer6/BiasAdd_61 = BiasAdd(block0/layer2/BiasAdd_23)Hä
P¤
block0/layer6/Add_62Š –(—:-+ö" Ø€cuda_host_bfc  0ä†­à:/+Ñ" Ä
€cuda_host_bfc ÿ0öÜ³ÌàBblock0/layer6/Add_62 = Add()H‡PË
block0/layer6/Reshape_63œ µ(¶25
	GPU_0_bfc‰ı‰ı Ä¾(”‡¤92œ‰ı2Ò¼Áğÿÿÿÿÿÿ:)'²"È€	GPU_0_bfc Ò0úóÓÁ‰àB=block0/layer6/Reshape_63 = Reshape(^block0/layer3/Reshape_30)H™Pk
block0/layer6/FusedBatchNorm_64¬ ¶(·:.,É"!¤€cuda_host_bfc )(0æ ÏƒàBno matchH©P­
block0/layer6/Identity_66ö ©(ª25
	GPU_0_bfcÉˆ/Éˆ/ ¤Ä(áâ”+2öÉˆ/2 Ü»èÿÿÿÿÿÿBIblock0/layer6/Identity_66 = Identity(block0/layer5/Conv2D_50, missing_78)HóP«
block0/layer6/Conv2D_67î ,(-:1/	³h" àÅ€Æ	GPU_0_bfc «(0™«â»†àBOblock0/layer6/Conv2D_67 = Conv2D(block0/layer5/Conv2D_53, block0/layer6/Add_62)HëP¯
block0/layer6/Const_68õ Ÿ( :64¸“" €¾²€¾²	GPU_0_bfc Ù0û¶­„àBMblock0/layer6/Const_68 = Const(block0/layer5/Const_57, block0/layer3/Relu_39)HòPn
shared/dup_2í h(i25
	GPU_0_bfc¢È¢È ‘d(Š¸Ğû2í¢È2Öï›ÿÿÿÿÿÿÿBshared/dup_2 = Identity()HêPL
block0/layer7/Sum_71ë V(WB&block0/layer7/Sum_71 = Sum(missing_96)HèP¬
block0/layer7/Identity_72Ä ¸(¹29
cuda_host_bfcû—û— ıË(Ìœ¢(2Äû—2ıƒ´ôÿÿÿÿÿÿ:42	
› ""€ß€àcuda_host_bfc „0âŠ‹Ö‡à:84

Ù¶"$˜š€œcuda_host_bfc Ò(0çÜØË„àBTblock0/layer7/Identity_72 = Identity(q"uote\back/Ã©tÃ©_13, block0/layer2/Softmax_20)HÁPr
block0/layer7/Add_73Ï (BLblock0/layer7/Add_73 = Add(block0/layer1/Relu_14, ^block0/layer2/BiasAdd_23)HÌP½
block0/layer7/Reshape_74Ï:20t4""À¼€¾cuda_host_bfc ç0õ„Ğ¤à:?;à®„"&€èÕN€èÕNcuda_host_bfc Ş(0§…ˆŒàB$block0/layer7/Reshape_74 = Reshape()HÌP
block0/layer7/Add_76İ t(uBgblock0/layer7/Add_76 = Add(block0/layer5/Sum_54/_46, block0/layer3/MatMul_33, block0/layer7/Reshape_74)HÚP‰
block0/layer7/Cast_77ş ›(œ:-+	×" Ü
€cuda_host_bfc ¸0ÑÊ™İàB3block0/layer7/Cast_77 = Cast(a, b)
second = Line(c)Hûø
block0/layer7/Mul_78œ (2:
cuda_host_bfc£î£î ‘÷(­Øé¶2œ£î2´ïˆüÿÿÿÿÿÿ:31	Ø""€±€²cuda_host_bfc Ú0öÕàî†àBablock0/layer7/Mul_78 = Mul(block0/layer4/Cast_45, block0/layer2/Reshape_28, block0/layer5/Sum_54)H™P¤
block0/layer7/Cast_79› :(;:0.	
ñ "€½2€¾2	GPU_0_bfc è0ÑÉä’‰à:+'
Ş"ø€	GPU_0_bfc è0ú”ÜéƒàBblock0/layer7/Cast_79 = Cast()H˜P¨
block0/layer8/Relu_81° “(”25
	GPU_0_bfcéÙéÙ ô¬(›çx2°éÙ2ÄŒÓôÿÿÿÿÿÿBHblock0/layer8/Relu_81 = Relu(block0/layer7/Add_76, block0/layer3/Mul_32)H­PŠ
block0/layer8/Conv2D_82Ì „(…:;9çÔû"$ü¸€ş¸cuda_host_bfc Ï0‡”‹ğ†àB"block0/layer8/Conv2D_82 = Conv2D()HÉPÍ
block0/layer8/BiasAdd_83å (:/-
ûä"°è€ê	GPU_0_bfc 0ÚÑùÕŠà:40	
À" €Ò€Ò	GPU_0_bfc (0¾íÄ„àB<block0/layer8/BiasAdd_83 = BiasAdd(block0/layer5/Sum_59/_50)HâPï
block0/layer8/FusedBatchNorm_84ï Ã(Ä25
	GPU_0_bfcÑÑ è(ì€z2ïÑ2³˜ñôÿÿÿÿÿÿ:20	
ËÚ" ø¶€¸	GPU_0_bfc û(0äĞğ´à:2.

§Ñ"Ü¢€¤	GPU_0_bfc Ä0äµº‹àBx = y = F(G(a), b) tail) moreHìP­
block0/layer8/BiasAdd_86§ t(u:+)ğ"À€	GPU_0_bfc Â(0†¸Š¤‹àBVblock0/layer8/BiasAdd_86 = BiasAdd(block0/layer3/Add_38, block0/layer2/Reshape_25/_73)H¤PÎ
block0/layer8/Const_87Å o(p29
cuda_host_bfcã£ã£ ñ‘( ìÓ|2Åã£2µîğÿÿÿÿÿÿ:64
É€"$€¤€¤cuda_host_bfc §(0Íî‹œàB5block0/layer8/Const_87 = Const(block0/layer4/Relu_48)HÂ×
block0/layer8/Cast_88 K(L:,*5A"Ôk€l	GPU_0_bfc ¡0¾€å€à:+'Å"”€	GPU_0_bfc Ÿ0Ï²ô àBUblock0/layer8/Cast_88 = Cast(block0/layer4/Cast_45, missing_37, block0/layer5/Sum_54)HşP×
block0/layer8/Reshape_89ã A(B:;9·â˜"$ÀºÿR€¼ÿRcuda_host_bfc €0¢¬Ö’‰à:62
æ»""ˆ°%€²%cuda_host_bfc ‡0¾ÄÊí…àB8block0/layer8/Reshape_89 = Reshape(block0/layer3/Mul_32)HàPË
block0/layer9/Sum_91  c(d:53		?¿"$„ô€öcuda_host_bfc Í(0¦»…ƒà:84
¤ù"$Ä€Æcuda_host_bfc Ê(0‘É«ä‰àB4block0/layer9/Sum_91 = Sum(block0/layer8/BiasAdd_83)HP»
block0/layer9/Sum_92¡ 7(8:53Ÿ	]" ìÒ:€Ô:	GPU_0_bfc Ğ(0Äá„ŠàB^block0/layer9/Sum_92 = Sum(block0/layer3/Mul_32:1, block0/layer8/BiasAdd_83, shared/dup_1/_76)HPô
block0/layer9/Cast_93¸ 1(22:
cuda_host_bfc´„7´„7 šÂ(ĞÈØë2¸´„72êæ½äÿÿÿÿÿÿ:31	s«""Äş€€cuda_host_bfc ¨0´ç éƒà:2." ´€cuda_host_bfc ©0„°ÖÚŒàB(block0/layer9/Cast_93 = Cast(missing_97)HµPÎ
block0/layer9/Mul_94® ƒ(„:/-	Ó""Ì
€cuda_host_bfc Ú(0ÿ§Ø’Šà:?;Ùó©"&Ì…¡)€†¡)cuda_host_bfc –(0õ‰àÚ„àB4block0/layer9/Mul_94 = Mul(block0/layer6/Add_62/_57)H«P
block0/layer9/Softmax_96ë d(e29
cuda_host_bfc¶€.¶€. ›€(ÖÖÉW2ë¶€.2ĞåÿèÿÿÿÿÿÿB9block0/layer9/Softmax_96 = Softmax(block0/layer4/Cast_45)HèP“
block0/layer9/Reshape_97õBoblock0/layer9/Reshape_97 = Reshape(^block0/layer8/BiasAdd_83, block0/layer6/Const_68, block0/layer5/Sum_59/_74)HòPÊ
shared/dup_0ƒ ´(µ:86óv¦""°ªÒ€¬Ò	GPU_0_bfc ‚(0ó”’°à:;7™Ş§""ˆä¥€æ¥	GPU_0_bfc Š(0Ö†¿€àB3shared/dup_0 = Mul(block0/layer9/FusedBatchNorm_90)H€P¾
block0/layer9/Identity_99Ÿ f(g2:
cuda_host_bfc×Ñ3×Ñ3 ëè(¦éôÃ2Ÿ×Ñ32†•—æÿÿÿÿÿÿBWblock0/layer9/Identity_99 = Identity(block0/layer5/Const_57, ^block0/layer8/Reshape_89)HœP/

RecvTensorÕ ²(³BRecvTensor x from yHÒ
block1/layer0/Relu_102û  (¡2:
cuda_host_bfcĞàĞà ¨°(²“¤2ûĞà2œØÏòÿÿÿÿÿÿ:42
€ı""€Ğ€Ğcuda_host_bfc Ì0µúª¯‹à:84
Æ“"$È¥€¦cuda_host_bfc Ò(0Ô„îœàB8block1/layer0/Relu_102 = Relu(^block0/layer8/BiasAdd_85)HøP¹
block1/layer0/Const_103† (:;9–Ì¹"$ ê-€ì-cuda_host_bfc ì0‰Ğğ¯‹àBSblock1/layer0/Const_103 = Const(block0/layer7/Sum_71/_46, block0/layer4/Softmax_42)HƒPF
block1/layer0/Mul_104‚ –(—Bblock1/layer0/Mul_104 = Mul()HÿPÇ
q"uote\back/Ã©tÃ©_106» (:53	h¤"$€µ€¶cuda_host_bfc ò(0Ÿ£­Œ‚à:51		~""î€ğcuda_host_bfc Ç0ò° àB2q"uote\back/Ã©tÃ©_106 = Relu(block0/layer4/Mul_47)H¸P2
block1/layer0/Conv2D_107Ô \(]Bno matchHÑPó
block1/layer0/Identity_108ä Æ(Ç25
	GPU_0_bfcÓ…1Ó…1 éÂ(öüñ2äÓ…12«—½çÿÿÿÿÿÿ:64Óğb" €åÁ€æÁ	GPU_0_bfc À0Æ•“’†àBVblock1/layer0/Identity_108 = Identity(block0/layer4/Softmax_42, block0/layer4/Cast_45)HáP¤
block1/layer0/BiasAdd_109è ¸(¹::8
ËÀ"$€Öh€Öhcuda_host_bfc î(0ØÏ×Ê‰àB;block1/layer0/BiasAdd_109 = BiasAdd(block0/layer4/Const_49)HåPÓ
block1/layer1/Relu_111“ g(h26
	GPU_0_bfcãË;ãË; ñå(ˆá×§2“ãË;2ûšâÿÿÿÿÿÿ:97óÃ""”–%€˜%	GPU_0_bfc Å(0õÖ‡µ‹àB8block1/layer1/Relu_111 = Relu(q"uote\back/Ã©tÃ©_106/_73)HP}
 block1/layer1/FusedBatchNorm_112¯ Q(RBKblock1/layer1/FusedBatchNorm_112 = FusedBatchNorm(block0/layer5/Reshape_51)H¬P
 block1/layer1/FusedBatchNorm_113¨ P(Q:/-ö""Ø€cuda_host_bfc î(0¥¦·Ò‡à:/+
Á" „
€cuda_host_bfc ¦0—“„îŠàBzblock1/layer1/FusedBatchNorm_113 = FusedBatchNorm(block0/layer5/Sum_59, block0/layer7/Sum_71/_27, block0/layer6/Conv2D_67)H¥Pû
block1/layer1/Conv2D_114Û ¾(¿2:
cuda_host_bfc¨è"¨è" ”´(à¾±Õ2Û¨è"2šìËîÿÿÿÿÿÿ:31
üí"!°¢-€¤-cuda_host_bfc c0§Œ¹‡à:/+N"!¸€cuda_host_bfc (0¸øÎàB-block1/layer1/Conv2D_114 = Conv2D(missing_88)HØPD
block1/layer1/Add_116ş '((Bblock1/layer1/Add_116 = Add()HûPÏ
block1/layer1/Softmax_117’ X(Y2:
cuda_host_bfcïí!ïí! ÷ö(âÛÿ2’ïí!2ë‰‰ïÿÿÿÿÿÿ:,*r" È€cuda_host_bfc î0œóğŞàB:block1/layer1/Softmax_117 = Softmax(block0/layer7/Cast_79)HP×
block1/layer1/Identity_118˜ Y(Z:;9l œ"&€Ğï€Ğïcuda_host_bfc ·(0ªì™À‚à:1-§""œ€cuda_host_bfc ù(0»¼ıÄŠàB;block1/layer1/Identity_118 = Identity(block0/layer7/Mul_78)H•Pa
block1/layer1/MatMul_119µ F(GB7block1/layer1/MatMul_119 = MatMul(block0/layer7/Add_76)H²Pw
block1/layer2/BiasAdd_121Ø (BJblock1/layer2/BiasAdd_121 = BiasAdd(block1/layer0/BiasAdd_109, missing_94)HÕP{
block1/layer2/Const_122– $(%:/-	×$"ğñ€ò	GPU_0_bfc •0¾ÀğÓˆàB!block1/layer2/Const_122 = Const()H“PÒ
block1/layer2/Conv2D_123é e(f26
	GPU_0_bfcû¾'û¾' ½ß(¥„šÉ2éû¾'2ÏÃ ìÿÿÿÿÿÿ:)'
"(€	GPU_0_bfc Í(0à›õ÷€àBEblock1/layer2/Conv2D_123 = Conv2D(missing_81, block0/layer8/Const_87)HæP–
block1/layer2/Add_124ù Â(Ã:*(["ì€	GPU_0_bfc ¡(0È«êš‹àBAblock1/layer2/Add_124 = Add(missing_54, block1/layer2/Conv2D_123)HöP™
block1/layer2/MatMul_126© "(#26
	GPU_0_bfc€Ì€Ì €æ(¬áÖ¨2©€Ì2Ì€šùÿÿÿÿÿÿ:0.
Ú÷"ØÊ€Ì	GPU_0_bfc 0ê››ßŠà:2.
Åş"ØÃ€Ä	GPU_0_bfc ‘0ææùô†àBQblock1/layer2/MatMul_126 = MatMul(block1/layer0/Add_105, block1/layer2/Const_122)H¦Pq
shared/dup_1£ £(¤BQshared/dup_1 = FusedBatchNorm(block0/layer9/Reshape_97, block1/layer0/Conv2D_107)H P‚
block1/layer2/Const_128¾ (	:64
¯İ"$Ì¤#€¦#cuda_host_bfc Ì(0´‚¬ÿ‰àB!block1/layer2/Const_128 = Const()H»P½
block1/layer2/Conv2D_129× ­(®2:
cuda_host_bfcòÕ
òÕ
 ùª(Ç†…Š2×òÕ
2…‡ÕúÿÿÿÿÿÿBUblock1/layer2/Conv2D_129 = Conv2D(block0/layer8/BiasAdd_83, block1/layer2/Conv2D_123)HÔPê
block1/layer3/Relu_131± 1(2:.,	³4"ğ¢€¤	GPU_0_bfc q0í«Æ‡à:+'±"Ä€	GPU_0_bfc –0Êóâª†àBeblock1/layer3/Relu_131 = Relu(^block0/layer7/Cast_77, block1/layer2/MatMul_120, block0/layer7/Add_76)H®Pª
block1/layer3/Sum_132¼ Á(Â26
	GPU_0_bfcƒ¢ƒ¢ ‘(ÁË²õ2¼ƒ¢2şÿîûÿÿÿÿÿÿ:*(w"Ü€	GPU_0_bfc Ö(0£à³Â‰àBblock1/layer3/Sum_132 = Sum()H¹Pó
block1/layer3/Mul_133Ã M(N:/-¢""ˆ€cuda_host_bfc ˆ(0‘ëë«ˆà:=93‹`"&€“¦€”¦cuda_host_bfc §(0™ŸÇ’àB\block1/layer3/Mul_133 = Mul(missing_31, block0/layer8/Reshape_89, block1/layer2/Reshape_125)HÀP‡
block1/layer3/Const_134Ñ j(k:/-""À€cuda_host_bfc ¡(0¾ÊÌƒ‚àB-block1/layer3/Const_134 = Const(shared/dup_1)HÎP±
block1/layer3/MatMul_136û (:1/	¥Z" ˆĞ€Ò	GPU_0_bfc ­(0°Á±Ò‹à:-)š"è€	GPU_0_bfc İ(0ÎƒæòàB#block1/layer3/MatMul_136 = MatMul()HøPµ
q"uote\back/Ã©tÃ©_137’ q(r:53‡F&" ğõı€öı	GPU_0_bfc 0“×ÍÔ€à:3/	˜" À†€ˆ	GPU_0_bfc ã(0ôåôàB"q"uote\back/Ã©tÃ©_137 = Identity()HP°
block1/layer3/Relu_138‡ u(v26
	GPU_0_bfcõ°5õ°5 ºØ(¥Ÿ¨Ô2‡õ°52ıÆ§åÿÿÿÿÿÿ:0.

‹ä"°Ş€à	GPU_0_bfc ²0ùàæ‹à:2.	
ä‹"°î€ğ	GPU_0_bfc Æ0Ì¹Ï¨ƒàBjblock1/layer3/Relu_138 = Relu(^block1/layer0/Softmax_100, block1/layer2/MatMul_126, block1/layer0/Mul_104)H„P‰
block1/layer3/Mul_139ó ^(_:;9ŸÙ‚"$¸ìÒ€îÒcuda_host_bfc Ø0µŸÓŠà:=9
=I‘"&Ôå¨€æ¨cuda_host_bfc (0»ãÒàBhblock1/layer3/Mul_139 = Mul(block0/layer7/Cast_79, block1/layer0/Const_103, ^block1/layer0/Identity_108)Hğä
block1/layer4/Const_141Ä #($25
	GPU_0_bfcÂà4Âà4 ¡°(‚Õ¢	2ÄÂà42èßÏåÿÿÿÿÿÿ:20
¬³" ò€ô	GPU_0_bfc ¶(0æ¤×’ˆàBPblock1/layer4/Const_141 = Const(block0/layer8/BiasAdd_83, block1/layer3/Sum_132)HÁP-

RecvTensorÎ (BRecvTensor x from yHËo
block1/layer4/Const_143İ:/-¹""ä€cuda_host_bfc Ò(0ÕË™éŒàBx = y = F(G(a), b) tail) moreHÚ
block1/layer4/Relu_144Ñ –(—2:
cuda_host_bfc®œ>®œ> —(ÒÖ•Ò2Ñ®œ>2èéñàÿÿÿÿÿÿB7block1/layer4/Relu_144 = Relu(block0/layer9/Softmax_96)HÎP±
block1/layer4/MatMul_146 Ã(Ä:)'ş"ø€	GPU_0_bfc Á0¥ù¥•…à:+'	Ó"Ì
€	GPU_0_bfc Ô0Ôè†…àB-block1/layer4/MatMul_146 = MatMul(missing_41)HŒP¦
block1/layer4/Conv2D_147µ (2:
cuda_host_bfc»Ô)»Ô) ê(Ï€½ı2µ»Ô)2Óã•ëÿÿÿÿÿÿ:64'""ìÍ€Îcuda_host_bfc ø0äĞÌ§Œà:1-›""ì€cuda_host_bfc î(0˜£Û÷ƒàBSblock1/layer4/Conv2D_147 = Conv2D(^block0/layer9/Sum_91, block1/layer0/Mul_104/_35)H²Pê
block1/layer4/Identity_148Ë /(0::8ĞM"$Àúµ€üµcuda_host_bfc ¦0˜”‡Œà:?;
¶°"&€©¶€ª¶cuda_host_bfc ”(0Û¥®¨ŒàBAblock1/layer4/Identity_148 = Identity(block1/layer0/Identity_108)HÈPD
block1/layer4/Add_149ì p(qBblock1/layer4/Add_149 = Add()HéPO
block1/layer5/MatMul_151• •(–B#block1/layer5/MatMul_151 = MatMul()H’PÎ
 block1/layer5/FusedBatchNorm_152œ ›(œ:31	‡""´†€ˆcuda_host_bfc „0¤íã‡àBeblock1/layer5/FusedBatchNorm_152 = FusedBatchNorm(missing_66, block1/layer0/Identity_108, missing_87)H™PÇ
 block1/layer5/FusedBatchNorm_153« d(e26
	GPU_0_bfc­­­­ Ö–(à‡©2«­­2ªéñÿÿÿÿÿÿ:(&’"È€
	GPU_0_bfc +0Ôù¼‡àB3block1/layer5/FusedBatchNorm_153 = FusedBatchNorm()H¨P
block1/layer5/Sum_154« À(ÁBgblock1/layer5/Sum_154 = Sum(block1/layer0/Const_103, block1/layer3/Mul_139, block1/layer1/Identity_118)H¨Ó
shared/dup_2® v(w26
	GPU_0_bfc–Š–Š ‹…
(üòÅğ2®–Š2¥õúõÿÿÿÿÿÿ:-+	±"Øy€z	GPU_0_bfc ¹0É¬Ïş€à:3/		ã" ÜÁ€Â	GPU_0_bfc ¢(0”‚âÊƒàBshared/dup_2 = Identity()H«PŸ
block1/layer5/Reshape_157ù ›(œBrblock1/layer5/Reshape_157 = Reshape(block1/layer2/Const_122, block1/layer5/Reshape_155, block1/layer5/Reshape_155)HöP‡
block1/layer5/MatMul_158ˆ $(%:863×À""€ş€ş	GPU_0_bfc ½(0„ñ–‹àB#block1/layer5/MatMul_158 = MatMul()H…Pµ
block1/layer5/Reshape_159— K(L2:
cuda_host_bfc­µ­µ ÖÚ(øŒÄÓ2—­µ2ãª¥øÿÿÿÿÿÿ:64
İŠ"$ˆ¡€¢cuda_host_bfc ›(0ÏÍì„…à:>:ÅÛ	"&üå÷€æ÷cuda_host_bfc Â(0³Ş’ÃˆàBVblock1/layer5/Reshape_159 = Reshape(missing_39, ^block0/layer9/Reshape_97, missing_95)H”Px
block1/layer6/Const_161¯ v(w:,*&f"y€z	GPU_0_bfc Ù0·êÂ–àB!block1/layer6/Const_161 = Const()H¬PĞ
block1/layer6/Sum_162Ñ ±(²26
	GPU_0_bfcåçåç òó(âşµ³2Ñåç2ƒŒúÿÿÿÿÿÿ:64/ï®" ¸«³€¬³	GPU_0_bfc Ã0áÄó‚ˆàB7block1/layer6/Sum_162 = Sum(^block1/layer2/BiasAdd_121)HÎPM
block1/layer6/MatMul_163ê (B#block1/layer6/MatMul_163 = MatMul()HçPS
block1/layer6/Identity_164ò (B'block1/layer6/Identity_164 = Identity()HïP½
block1/layer6/BiasAdd_166™:+)İ"ô€	GPU_0_bfc ‚(0ÎÁ÷‚àBkblock1/layer6/BiasAdd_166 = BiasAdd(block1/layer1/Conv2D_114, block1/layer3/Mul_139, block1/layer6/Sum_165)H–Pš
 block1/layer6/FusedBatchNorm_167¬ ¸(¹:1/	<Ü" Àœ€	GPU_0_bfc Í(0ÂÎÌ°†àB3block1/layer6/FusedBatchNorm_167 = FusedBatchNorm()H©PÀ
q"uote\back/Ã©tÃ©_168­ p(q26
	GPU_0_bfcµÔµÔ šê(Áù”¥2­µÔ2æ•ôÿÿÿÿÿÿ:20
×¡" Üõ"€ö"	GPU_0_bfc „(0­Ñ€ê‰à:;7ü×¸""€ÿ €€Ÿ 	GPU_0_bfc Ö(0Ğå¹œŠàBrq"uote\back/Ã©tÃ©_168 = Softmax(block1/layer5/FusedBatchNorm_153, block1/layer1/Relu_111, block1/layer4/Const_143)HªÃ
 block1/layer6/FusedBatchNorm_169º (:.,$""€cuda_host_bfc ¾(0í¸é‡àBeblock1/layer6/FusedBatchNorm_169 = FusedBatchNorm(block1/layer2/MatMul_120, block1/layer5/MatMul_158)H·˜
block1/layer7/Relu_171â (26
	GPU_0_bfcÕÃÕÃ êá(¶Ê¦¯2âÕÃ2ç–şÿÿÿÿÿÿB8block1/layer7/Relu_171 = Relu(block1/layer5/Reshape_155)HßPö
block1/layer7/Add_172İ (:20
‰À" €¶€¶	GPU_0_bfc ±(0ë‡Õğà:+'Ì"°
€	GPU_0_bfc 0»“¬şƒàBpblock1/layer7/Add_172 = Add(block1/layer3/MatMul_136, block1/layer6/BiasAdd_166/_27, block1/layer3/MatMul_136:1)HÚ
block1/layer7/Softmax_173¤ b(c:)'†"˜€	GPU_0_bfc ´0ÿßŞ„à:40
ßÁ" üÀ€Â	GPU_0_bfc (0â„ãşˆàBublock1/layer7/Softmax_173 = Softmax(^block1/layer0/Identity_108, block1/layer2/BiasAdd_121, ^block1/layer3/Const_135)H¡PÁ
block1/layer7/Sum_174‡ (25
	GPU_0_bfcş¬ş¬ ¿Ö(ò¬ê[2‡ş¬2›Á©ğÿÿÿÿÿÿ:(&ù"ä€	GPU_0_bfc *0Ò¬‰™€àB9block1/layer7/Sum_174 = Sum(block1/layer2/Conv2D_123/_22)H„P{
 block1/layer7/FusedBatchNorm_176Î Y(ZBIblock1/layer7/FusedBatchNorm_176 = FusedBatchNorm(block1/layer1/Relu_115)HËPÒ
block1/layer7/Relu_177Û –(—25
	GPU_0_bfc¯Î¯Î —§(Áåóy2Û¯Î2òéØñÿÿÿÿÿÿBqblock1/layer7/Relu_177 = Relu(block1/layer1/FusedBatchNorm_113, block1/layer6/MatMul_163, block1/layer4/Relu_144)HØPa
block1/layer7/Add_178è Æ(ÇB8block1/layer7/Add_178 = Add(block1/layer2/Const_128/_71)HåP±
block1/layer7/Cast_179ö P(Q:(&J"¨€	GPU_0_bfc Ÿ0şÏÃ‰à:+'ƒ"Œ€	GPU_0_bfc š0…ÎìğƒàB4block1/layer7/Cast_179 = Cast(block1/layer7/Sum_174)HóÉ
block1/layer8/Mul_181¬ (:,*" 8€cuda_host_bfc I(0áÊÍû„à:;7İ&&"$ĞôM€öMcuda_host_bfc (0ñ Š‰àB7block1/layer8/Mul_181 = Mul(block1/layer3/Identity_130)H©Pü
block1/layer8/Reshape_182Ê f(g:)'±"Ä€	GPU_0_bfc ø0€´†‰à:2.
‡”"°Œ	€		GPU_0_bfc ›0¨¢‘‹‚àBrblock1/layer8/Reshape_182 = Reshape(block1/layer7/Softmax_173, q"uote\back/Ã©tÃ©_137:1, block1/layer3/Mul_139/_33)HÇP/

RecvTensorÙ ¨(©BRecvTensor x from yHÖz
block1/layer8/Conv2D_184Ô Œ(:+)­"´€	GPU_0_bfc €(0¼‚½â‹àB#block1/layer8/Conv2D_184 = Conv2D()HÑ½
 block1/layer8/FusedBatchNorm_186‡ (26
	GPU_0_bfcã¿*ã¿* ñŸ(¼ÄÎñ2‡ã¿*2àêÿÿÿÿÿÿ:+)Ş"ø
€	GPU_0_bfc ¨(0¼÷Ñ£Œà:40	
ô¢"  Û€Ü	GPU_0_bfc õ(0µ–Óğ†àBpblock1/layer8/FusedBatchNorm_186 = FusedBatchNorm(block1/layer4/Add_149, shared/dup_1, block1/layer4/Conv2D_147)H„P
block1/layer8/Reshape_187‹ —(˜:/-	Nª"°Ö€Ø	GPU_0_bfc ƒ0 â¿†à:1-	>"€€	GPU_0_bfc ”0Ú­Î ŒàB~block1/layer8/Reshape_187 = Reshape(block1/layer4/Identity_148/_30, block1/layer3/Mul_133:1, block1/layer6/FusedBatchNorm_167)HˆPD
block1/layer8/Sum_188š ™(šBblock1/layer8/Sum_188 = Sum()H—·
block1/layer8/Identity_189´2:
cuda_host_bfc“•7“•7 ÉÊ(¦Šø¸2´“•72´·µäÿÿÿÿÿÿ:,*N" ¸€cuda_host_bfc 0ŸÌö±ˆàB'block1/layer8/Identity_189 = Identity()H±PÌ
block1/layer9/Const_191õ ”(•:42#·~"ØÓØ€ÔØ	GPU_0_bfc ~0á‡Šª…àBkblock1/layer9/Const_191 = Const(block1/layer2/Conv2D_129, block1/layer7/BiasAdd_175, block1/layer7/Sum_174)HòP¦
block1/layer9/Reshape_192” ¶(·29
cuda_host_bfcÇô$Çô$ £º(Ó“°2”Çô$2ËİÅíÿÿÿÿÿÿB>block1/layer9/Reshape_192 = Reshape(block1/layer6/BiasAdd_166)H‘P5
block1/layer9/Softmax_193Á ¡(¢Bno matchH¾P¾
block1/layer9/Sum_194Ò ›(œ:75
ÒĞÉ" €µb€µb	GPU_0_bfc Ö0ï”‹àB\block1/layer9/Sum_194 = Sum(block1/layer7/FusedBatchNorm_176, block1/layer5/Reshape_155/_51)HÏPŠ
block1/layer9/BiasAdd_196ö 
(B_block1/layer9/BiasAdd_196 = BiasAdd(block1/layer5/Sum_154, missing_6, block1/layer5/Conv2D_150)HóPM
block1/layer9/MatMul_197ü (B#block1/layer9/MatMul_197 = MatMul()HùPµ
block1/layer9/Relu_198 (€2:
cuda_host_bfcê¡7ê¡7 õĞ(ëƒ…Û2ê¡72 ‹¯äÿÿÿÿÿÿ:/-Á""„€cuda_host_bfc Ê(0œöù«àBblock1/layer9/Relu_198 = Relu()H›PÎ
q"uote\back/Ã©tÃ©_199Ÿ (:42
£Ä""°ò€ôcuda_host_bfc ¡0²Ñ›ÿ„àBoq"uote\back/Ã©tÃ©_199 = Relu(block1/layer4/Identity_148/_32, block1/layer8/Relu_180, block1/layer7/BiasAdd_175)HœP¯
block2/layer0/Add_201Î @(A26
	GPU_0_bfcæÖ7æÖ7 ³ë(Ğòû2ÎæÖ72 Í”äÿÿÿÿÿÿBPblock2/layer0/Add_201 = Add(block1/layer6/Sum_165/_53, block1/layer6/MatMul_163)HËPs
block2/layer0/MatMul_202ç d(e:*(|"ğ€	GPU_0_bfc È(0ÀİÏ„àBx = y = F(G(a), b) tail) moreHäP†
block2/layer0/Mul_203ö ¿(À:.,ò"!È€cuda_host_bfc n(0÷ïñ„à:51	‚E""¨˜€šcuda_host_bfc ÷0¯®º‡…àBvblock2/layer0/Mul_203 = Mul(block1/layer7/FusedBatchNorm_176, block1/layer7/FusedBatchNorm_176, block1/layer6/Sum_165)HóP‡
 block2/layer0/FusedBatchNorm_204ª  Œ(26
	GPU_0_bfcßæ*ßæ* ¯³(Ùƒ’‰2ª ßæ*2·!ÑÌêÿÿÿÿÿÿ:1/	{¯" Ô €¢	GPU_0_bfc ¾(0¯²€‘Œà:3/
	yÅ" ôÌ	€Î		GPU_0_bfc š(0¡¾¨õ‡àB3block2/layer0/FusedBatchNorm_204 = FusedBatchNorm()H§ P
block2/layer0/Add_206º  œ(:/-É""¤
€cuda_host_bfc é(0İ¥ĞçàB5block2/layer0/Add_206 = Add(q"uote\back/Ã©tÃ©_168/_6)H· PË
 block2/layer0/FusedBatchNorm_207†  G(H29
cuda_host_bfc°¼	°¼	 ˜Ş(¬°2† °¼	2Î è¡ûÿÿÿÿÿÿB`block2/layer0/FusedBatchNorm_207 = FusedBatchNorm(block1/layer9/Relu_190, block1/layer7/Sum_174)Hƒ ä
block2/layer0/BiasAdd_208é  Â(Ã:-+‹" ¬€cuda_host_bfc ü0±ïì»ˆà:/+"!€cuda_host_bfc ÿ(0Òî¢ÃˆàBWblock2/layer0/BiasAdd_208 = BiasAdd(block1/layer9/MatMul_197, block1/layer4/MatMul_146)Hæ Pà
block2/layer0/Relu_209Š! (:+)
"L€cuda_host_bfc ™0Î’’…àBˆblock2/layer0/Relu_209 = Relu(block1/layer6/FusedBatchNorm_169/_65, block1/layer6/FusedBatchNorm_167, ^block1/layer5/FusedBatchNorm_153)H‡!Pé
 block2/layer1/FusedBatchNorm_211! ®(¯:/-	
…’"èŞ€à	GPU_0_bfc 0¬úûşƒà::6Â$È""€¢ €¢ 	GPU_0_bfc ÷(0ãÛ´ƒàBHblock2/layer1/FusedBatchNorm_211 = FusedBatchNorm(block1/layer6/Sum_162)H›!P}
block2/layer1/MatMul_212˜!:42³<T"À Ü€¢Ü	GPU_0_bfc \0ªÁ¸´‡àB#block2/layer1/MatMul_212 = MatMul()H•!P¤
block2/layer1/Cast_213µ! O(P29
cuda_host_bfc’Ñ$’Ñ$ É¨(£œH2µ!’Ñ$2…"·×íÿÿÿÿÿÿ:-+İ" ô€cuda_host_bfc ÷0‹ŞÒ‚à:<8ÔS§"$µÍ€¶Ícuda_host_bfc ï0·åÏ’àBTblock2/layer1/Cast_213 = Cast(^block1/layer6/BiasAdd_166, block1/layer9/BiasAdd_196)H²!PX
shared/dup_1É! ‘(’B8shared/dup_1 = FusedBatchNorm(block1/layer5/Reshape_159)HÆ!Pô
block2/layer1/Relu_216¥" H(I26
	GPU_0_bfcãÕãÕ ñê(–ÉåÖ2¥"ãÕ2î"•ùÿÿÿÿÿÿ:64!õã" ü¼«€¾«	GPU_0_bfc §0ñ‹å€ƒà:1-	í0"Àã€ä	GPU_0_bfc ¯0Šé™ıˆàB)block2/layer1/Relu_216 = Relu(missing_55)H¢"PÃ
block2/layer1/Cast_217®" (:0.
«ø" …€†	GPU_0_bfc Ô0Ô¯¥ËŠàBkblock2/layer1/Cast_217 = Cast(^block1/layer6/BiasAdd_160, block1/layer6/Sum_162, block2/layer0/Mul_203/_69)H«"ƒ
block2/layer1/Cast_218¦" E(FB[block2/layer1/Cast_218 = Cast(missing_2, block1/layer8/Relu_180, block2/layer0/Softmax_200)H£"Pè
block2/layer1/MatMul_219º" M(N26
	GPU_0_bfc²³!²³! ÙÙ(¡«‰³2º"²³!2ˆ#§¦ïÿÿÿÿÿÿ:0.
ãø" ë€ì	GPU_0_bfc Ğ0¼¨ÀàBTblock2/layer1/MatMul_219 = MatMul(block1/layer7/Relu_171, block1/layer6/BiasAdd_166)H·"P}
block2/layer2/Cast_221ä" B(C:42	à®"€ÜY€ÜY	GPU_0_bfc ¯0§ËŒ©‚àBblock2/layer2/Cast_221 = Cast()Há"Pù
block2/layer2/BiasAdd_222ç" y(z2:
cuda_host_bfcƒ¨0ƒ¨0 ”(Ë¹ 2ç"ƒ¨02á#ÿëçÿÿÿÿÿÿ:<:ÈÓ&"&ÀÀâ€Ââcuda_host_bfc é(0Î€ÉƒàBVblock2/layer2/BiasAdd_222 = BiasAdd(block1/layer6/Sum_162, block2/layer1/Cast_213/_86)Hä"
block2/layer2/Relu_223‡# (:0.
¡º"è§€¨	GPU_0_bfc ›0»˜˜‹€àB4block2/layer2/Relu_223 = Relu(block2/layer0/Mul_203)H„#P-

RecvTensorâ" @(ABRecvTensor x from yHß"‡
block2/layer2/Mul_226Ü# F(G:;9
Ùà"$€Š²~€Š²~cuda_host_bfc ¨0ÒŒìÂ€à:?;˜¢"&À±€²cuda_host_bfc ê(0–‹àBbblock2/layer2/Mul_226 = Mul(block1/layer9/Relu_198, block2/layer1/Cast_217, block1/layer8/Mul_181)HÙ#PÇ
block2/layer2/BiasAdd_227Ü# y(z:+)"À€	GPU_0_bfc Š(0ÊßÃù‰à:-)­"´€	GPU_0_bfc ä(0Àî»àB@block2/layer2/BiasAdd_227 = BiasAdd(^block2/layer1/Identity_210)HÙ#Pú
block2/layer2/Const_228î# Ã(Ä29
cuda_host_bfcúú †}(—£Ñ2î#ú2²%ú‚ÿÿÿÿÿÿÿ:64
“¹"$ìµ€¶cuda_host_bfc á(0öûÚõ„àB\block2/layer2/Const_228 = Const(block2/layer1/MatMul_219, block2/layer2/Add_220, missing_30)Hë#PM
block2/layer2/Sum_229Œ$ 0(1B&block2/layer2/Sum_229 = Sum(missing_1)H‰$PÕ
block2/layer3/Sum_231°$ …(†2:
cuda_host_bfc©ê©ê ”µ(£˜Ç›2°$©ê2¶%ìÊüÿÿÿÿÿÿ:<:Öì"&ÀÑœ€Òœcuda_host_bfc ˆ(0ñ˜ªĞƒàB2block2/layer3/Sum_231 = Sum(block2/layer0/Mul_203)H­$P¹
block2/layer3/Softmax_232°$ O(P:+)	Œ"°€	GPU_0_bfc ı(0–Ñı˜‰à:2.
áÛ"ì÷(€ø(	GPU_0_bfc Ó0ô†Ó‡àB/block2/layer3/Softmax_232 = Softmax(missing_98)H­$Š
block2/layer3/BiasAdd_233Ë$ G(HB_block2/layer3/BiasAdd_233 = BiasAdd(block2/layer2/Cast_221, missing_23, block1/layer7/Cast_179)HÈ$Pã
block2/layer3/Relu_234à$ ™(š2:
cuda_host_bfcÑÏ*ÑÏ* è§(¾­µ­2à$ÑÏ*2ú%˜Øêÿÿÿÿÿÿ:-+…" ”€cuda_host_bfc Æ0°ŒÕ–‹à:/+ş" ø€cuda_host_bfc ë0óâ´ˆàBblock2/layer3/Relu_234 = Relu()Hİ$Ñ
 block2/layer3/FusedBatchNorm_236‡% (:(&
3"Ì€	GPU_0_bfc À0ÜŠà:+'"´€	GPU_0_bfc ¦0î¸…˜…àBHblock2/layer3/FusedBatchNorm_236 = FusedBatchNorm(a, b)
second = Line(c)H„%Pì
 block2/layer3/FusedBatchNorm_237œ% £(¤29
cuda_host_bfcÑ¶4Ñ¶4 ¨›(‡Š’2œ%Ñ¶42À&Øäåÿÿÿÿÿÿ:+)"8€cuda_host_bfc ”0Ø‰ó§‚àBPblock2/layer3/FusedBatchNorm_237 = FusedBatchNorm(block1/layer8/Reshape_182/_28)H™%Pz
block2/layer3/Cast_238¸% ¹(ºBPblock2/layer3/Cast_238 = Cast(block1/layer9/Cast_195, block2/layer0/BiasAdd_208)Hµ%P˜
block2/layer3/Identity_239è% Á(Â:/-
""„€
cuda_host_bfc Ò(0ªÑ­…à:?;“Ì†"&àŞ±€à±cuda_host_bfc Ô(0»åà‰àBxblock2/layer3/Identity_239 = Identity(^block1/layer9/Reshape_192, block2/layer3/MatMul_235, block2/layer2/Const_228/_45)Hå%PK
block2/layer4/MatMul_241Ş% M(NB#block2/layer4/MatMul_241 = MatMul()HÛ%
block2/layer4/Relu_242¹& Š(‹:-+" ô€cuda_host_bfc ˜0œ¿ÀĞàB8block2/layer4/Relu_242 = Relu(block1/layer9/Softmax_193)H¶&l
shared/dup_2ê& +(,25
	GPU_0_bfcôÛ(ôÛ( ú­(Ïé`2ê&ôÛ(2–'†ÒëÿÿÿÿÿÿBshared/dup_2 = MatMul()Hç&PÍ
block2/layer4/Softmax_244ç& 0(1:42	
ßÄ""ğÍ€Îcuda_host_bfc ¾0ƒø÷ù„à:-)6"Ø€cuda_host_bfc 0˜Ö•é‡àB?block2/layer4/Softmax_244 = Softmax(block1/layer8/Identity_189)Hä&¹
block2/layer4/MatMul_246œ' (2:
cuda_host_bfc Ø Ø ì(˜­ÿÓ2œ' Ø2¸'ğ“ıÿÿÿÿÿÿBSblock2/layer4/MatMul_246 = MatMul(block2/layer0/Mul_203, ^block1/layer9/MatMul_197)H™'P
block2/layer4/Mul_247Â' (:(&}"ô€	GPU_0_bfc Ú0²æÁ¶…àBMblock2/layer4/Mul_247 = Mul(block2/layer0/Mul_203, block2/layer0/Mul_203/_49)H¿'P
block2/layer4/Cast_248Ï' “(”:+)
œ"ğ€	GPU_0_bfc Ç(0²¡††àB7block2/layer4/Cast_248 = Cast(block2/layer3/Relu_234:1)HÌ'P«
block2/layer4/Mul_249ß' (29
cuda_host_bfcĞÛ*ĞÛ* è­(ëùâr2ß'ĞÛ*2ó'˜ÒêÿÿÿÿÿÿBKblock2/layer4/Mul_249 = Mul(block2/layer1/Add_215, ^block2/layer2/Cast_221)HÜ'
.
,/job:localhost/replica:0/task:0/device:CPU:0