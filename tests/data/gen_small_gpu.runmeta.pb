
ÕÏ
…<
,/job:localhost/replica:0/task:0/device:CPU:0ª
block0/layer0/FusedBatchNorm_0¡€§¹ß‡Õ (2;
cpu¾ƒ%¾ƒ% ßÁ(İ˜Ì2¡€§¹ß‡Õ¾ƒ%2¸€§¹ß‡Õ¡¾íÿÿÿÿÿÿB1block0/layer0/FusedBatchNorm_0 = FusedBatchNorm()H€§¹ß‡ÕP×
block0/layer0/Identity_5¡§¹ß‡Õ ,(-:0.	€bâ"€°œ€°œcpu í0ßËöÛ‚àBoblock0/layer0/Identity_5 = Identity(block0/layer0/FusedBatchNorm_0, block0/layer0/Add_1, block0/layer0/Const_3)H§¹ß‡ÕPõ
block0/layer1/Mul_10û§¹ß‡Õ I(J:)'	ç"èÎ€Ğcpu €0œíâÆ€à:,(
ñŞ"ø€cpu §0ÿŸÿ¸†àBjblock0/layer1/Mul_10 = Mul(block0/layer0/Const_3, block0/layer0/Reshape_4, block0/layer0/FusedBatchNorm_9)Hø§¹ß‡ÕPà
block0/layer1/Reshape_15Ê‚§¹ß‡Õ Œ(2<
cpuÚÏ9ÚÏ9 íç(õ»Ÿ’2Ê‚§¹ß‡ÕÚÏ92×ƒ§¹ß‡Õ“˜ãÿÿÿÿÿÿ:1/à©ƒ"€µÏ#€¶Ï#cpu »0ĞŠÉƒàB7block0/layer1/Reshape_15 = Reshape(block0/layer0/Mul_6)HÇ‚§¹ß‡ÕP‘
block0/layer2/MatMul_20ªƒ§¹ß‡Õ k(l:$"Ğ"À€cpu G(0çñÒ¨‡àB6block0/layer2/MatMul_20 = MatMul(block0/layer1/Mul_10)H§ƒ§¹ß‡ÕPˆ
block0/layer2/Softmax_25§„§¹ß‡Õ œ(:*(	Å3"ü…€†cpu 7(0‚¦Ó‹àB$block0/layer2/Softmax_25 = Softmax()H¤„§¹ß‡ÕPÃ
block0/layer3/Conv2D_30³…§¹ß‡Õ q(r2;
cpuªíªí Õö(çİçn2³…§¹ß‡Õªí2¥†§¹ß‡Õ«‰ıÿÿÿÿÿÿBQblock0/layer3/Conv2D_30 = Conv2D(block0/layer1/BiasAdd_11, block0/layer0/Const_3)H°…§¹ß‡ÕP´
block0/layer3/Conv2D_35í…§¹ß‡Õ Á(Â:*(	
¦ä"àŞ"€à"cpu ì0˜ıÜ¤ˆàBQblock0/layer3/Conv2D_35 = Conv2D(block0/layer2/Softmax_25, block0/layer2/Relu_27)Hê…§¹ß‡ÕPƒ
block0/layer4/Add_40æ†§¹ß‡Õ 5(6BQblock0/layer4/Add_40 = Add(block0/layer2/Add_24, block0/layer1/FusedBatchNorm_17)Hã†§¹ß‡ÕPÇ
block0/layer4/Const_45æ‡§¹ß‡Õ ¨(©2<
cpuèàèà ´ğ(¨·–İ2æ‡§¹ß‡Õèà2‰§¹ß‡ÕÌşÿÿÿÿÿÿ:1/Öe"¸Û¨€Ü¨cpu s(0÷ß¤ó‰àB block0/layer4/Const_45 = Const()Hã‡§¹ß‡ÕP|
block0/layer5/Mul_50¬ˆ§¹ß‡Õ ›(œBHblock0/layer5/Mul_50 = Mul(block0/layer3/Const_32, block0/layer3/Mul_33)H©ˆ§¹ß‡ÕPÄ
block0/layer5/Softmax_55åˆ§¹ß‡Õ ](^:%#Í"´€cpu å(0”Ù•óƒà:#"0€cpu Ú0‡õ¡æ‰àBBblock0/layer5/Softmax_55 = Softmax(block0/layer0/FusedBatchNorm_9)Hâˆ§¹ß‡ÕPÕ
block0/layer6/Identity_60ˆŠ§¹ß‡Õ ¢(£2<
cpu‰‰ „È(¹òÍØ2ˆŠ§¹ß‡Õ‰2«‹§¹ß‡Õü·üÿÿÿÿÿÿB^block0/layer6/Identity_60 = Identity(block0/layer0/FusedBatchNorm_0, block0/layer2/Softmax_25)H…Š§¹ß‡ÕPà
block0/layer6/Softmax_65õŠ§¹ß‡Õ ­(®:$""À€
cpu Q(0Ş£Ñˆà:+'	¡"è‚€„cpu µ0Å÷è‡àBUblock0/layer6/Softmax_65 = Softmax(block0/layer4/Conv2D_44, block0/layer0/Identity_5)HòŠ§¹ß‡ÕP¨
block0/layer7/Mul_70Û‹§¹ß‡Õ „(…:%#‰"¤€
cpu İ(0¸ÀÕƒàBMblock0/layer7/Mul_70 = Mul(block0/layer5/Softmax_55, block0/layer4/MatMul_48)HØ‹§¹ß‡ÕPø
block0/layer7/Add_75¢Œ§¹ß‡Õ •(–2;
cpu¿ˆ¿ˆ ŸÄ(—ı„2¢Œ§¹ß‡Õ¿ˆ2¸§¹ß‡Õá»úÿÿÿÿÿÿ:,*
»ş"¨¼€¾cpu ©(0¬ºÑ²‹à:%!ì"°€cpu ×0±óŠàB2block0/layer7/Add_75 = Add(block0/layer3/Mul_33:1)HŸŒ§¹ß‡ÕPõ
block0/layer8/Reshape_80‚§¹ß‡Õ (€:0.¾“l"à×À€ØÀcpu ¥0ÜÛ°ƒà:40
ôÏÀ"€È¿€È¿cpu k(0éÔœ×ŒàBVblock0/layer8/Reshape_80 = Reshape(block0/layer5/Softmax_55, block0/layer7/Reshape_73)HÿŒ§¹ß‡ÕPœ
block0/layer8/Add_85Á§¹ß‡Õ q(rBjblock0/layer8/Add_85 = Add(block0/layer3/Const_32, block0/layer2/Cast_28, block0/layer3/FusedBatchNorm_34)H¾§¹ß‡ÕP‹
block0/layer9/Add_90Ú§¹ß‡Õ ‚(ƒ2<
cpuìç&ìç& ö³(«×ìş2Ú§¹ß‡Õìç&2İ§¹ß‡ÕŠÌìÿÿÿÿÿÿ:31¢…ß"Øüı€şıcpu Ó(0Ø´ß¯ƒàBdblock0/layer9/Add_90 = Add(block0/layer8/MatMul_89, block0/layer3/Mul_33, block0/layer6/Identity_60)H×§¹ß‡ÕP¢
block0/layer9/Reshape_95œ§¹ß‡Õ ¾(¿Bjblock0/layer9/Reshape_95 = Reshape(block0/layer7/Mul_70, block0/layer7/Reshape_72, block0/layer3/Const_32)H™§¹ß‡ÕPN
block1/layer0/Sum_100ö§¹ß‡Õ 	(
Bblock1/layer0/Sum_100 = Sum()Hó§¹ß‡Õ¼
block1/layer0/MatMul_105û§¹ß‡Õ ;(<2<
cpuõÔõÔ ºª(ÂúÙ2û§¹ß‡ÕõÔ2·‘§¹ß‡ÕÆÕùÿÿÿÿÿÿ:#!Ö"Ø€cpu š0Ü©óí‰àB#block1/layer0/MatMul_105 = MatMul()Hø§¹ß‡ÕPÒ
block1/layer1/Conv2D_110ä‘§¹ß‡Õ c(d:31ı†Í"Øà €â cpu á(0æÔ²Ú„àBgblock1/layer1/Conv2D_110 = Conv2D(block0/layer8/Relu_88, block0/layer4/MatMul_48, block0/layer6/Add_69)Há‘§¹ß‡ÕPš
block1/layer1/Sum_115å’§¹ß‡Õ =(>:0.öéX"À¸˜€º˜cpu —0„û›Ÿ‡àB5block1/layer1/Sum_115 = Sum(block0/layer7/Reshape_73)Hâ’§¹ß‡ÕP¯
block1/layer2/MatMul_120É“§¹ß‡Õ "(#2<
cpu÷÷ Çû(ÙÉ©ş2É“§¹ß‡Õ÷2ì“§¹ß‡Õ¹„óÿÿÿÿÿÿB;block1/layer2/MatMul_120 = MatMul(block0/layer8/Reshape_80)HÆ“§¹ß‡ÕP±
block1/layer2/BiasAdd_125¯”§¹ß‡Õ t(u:*(
Ë…"Ü‹€Œcpu í0¦Ä‘µŒà:'#
¥"”	€
cpu ı(0ø¿ŠàB%block1/layer2/BiasAdd_125 = BiasAdd()H¬”§¹ß‡ÕPÏ
block1/layer3/BiasAdd_130À•§¹ß‡Õ C(D:,*
Ï"À›€œcpu ·(0„÷ûÛ†àBjblock1/layer3/BiasAdd_130 = BiasAdd(block0/layer7/Mul_70, block1/layer1/Mul_111, block1/layer0/Conv2D_108)H½•§¹ß‡ÕP‡
block1/layer3/Const_135Ö•§¹ß‡Õ <(=2<
cpuºÀ"ºÀ"  (šŸ²ï2Ö•§¹ß‡ÕºÀ"2“–§¹ß‡Õãßîÿÿÿÿÿÿ:.,Ş™"Ğ°[€²[cpu ö0Ë±´»‡àBdblock1/layer3/Const_135 = Const(block0/layer9/Add_90, block0/layer9/Sum_97, block0/layer8/Conv2D_83)HÓ•§¹ß‡ÕP
 block1/layer4/FusedBatchNorm_140¬–§¹ß‡Õ K(LB_block1/layer4/FusedBatchNorm_140 = FusedBatchNorm(block0/layer7/Const_77, block0/layer8/Sum_86)H©–§¹ß‡ÕPŠ
block1/layer4/Softmax_145—§¹ß‡Õ °(±:*(
Ó¢"˜¼€¾cpu ™0¬ùËæàB%block1/layer4/Softmax_145 = Softmax()HŒ—§¹ß‡ÕPÍ
block1/layer5/BiasAdd_150µ—§¹ß‡Õ (2<
cpu•+•+ ÊÇ(ºÏğÃ2µ—§¹ß‡Õ•+2¶—§¹ß‡Õ¶¸êÿÿÿÿÿÿ:31
ø“ı" æÇ1€èÇ1cpu Ù(0¦³‡‡àB%block1/layer5/BiasAdd_150 = BiasAdd()H²—§¹ß‡ÕP²
block1/layer5/Sum_155€˜§¹ß‡Õ Ç(È:,*
Şı"˜Ó€Ôcpu Ñ(0Ô°––€àBOblock1/layer5/Sum_155 = Sum(block1/layer5/Conv2D_151, block0/layer9/Softmax_94)Hı—§¹ß‡ÕP¾
block1/layer6/Softmax_160ü˜§¹ß‡Õ q(r:)'	lÌ"À€’cpu í0É·÷ŸàB\block1/layer6/Softmax_160 = Softmax(block1/layer4/FusedBatchNorm_144, block1/layer5/Add_157)Hù˜§¹ß‡ÕPğ
block1/layer6/Cast_165á™§¹ß‡Õ z({2;
cpu±± ÎX(ÌŞİ2á™§¹ß‡Õ±2Üš§¹ß‡Õ²§ÿÿÿÿÿÿÿ:,*	
ô"àú €ü cpu ä(0ØÅ¸ß‚àBSblock1/layer6/Cast_165 = Cast(block1/layer0/Reshape_102, block1/layer3/Softmax_139)HŞ™§¹ß‡Õi
block1/layer7/Cast_170²š§¹ß‡Õ x(yB5block1/layer7/Cast_170 = Cast(block1/layer4/Relu_149)H¯š§¹ß‡ÕPš
block1/layer7/Sum_175Ø›§¹ß‡Õ º(»Beblock1/layer7/Sum_175 = Sum(block1/layer2/Relu_126, block1/layer4/Softmax_145, block1/layer6/Add_169)HÕ›§¹ß‡ÕPŞ
block1/layer8/Identity_180Œœ§¹ß‡Õ (‘2;
cpu§ù§ù Ó¼(¾Îƒ2Œœ§¹ß‡Õ§ù2§¹ß‡Õ­Ãıÿÿÿÿÿÿ:%#‹"¬€
cpu æ(0ù»ô„àB@block1/layer8/Identity_180 = Identity(block1/layer2/BiasAdd_125)H‰œ§¹ß‡ÕP”
block1/layer8/MatMul_185Öœ§¹ß‡Õ ›(œB\block1/layer8/MatMul_185 = MatMul(block1/layer6/FusedBatchNorm_167, block1/layer2/Const_123)HÓœ§¹ß‡ÕPÿ
block1/layer9/MatMul_190¦§¹ß‡Õ Å(Æ:*(
ÓÑ"Œ¦€¨cpu Ø0í§Ò›à:+'	Êt" ¬	€®	cpu …0Æï™à‡àBnblock1/layer9/MatMul_190 = MatMul(block1/layer5/BiasAdd_150, block1/layer2/Const_127, block1/layer4/Add_146:1)H£§¹ß‡ÕPë
block1/layer9/Sum_195©§¹ß‡Õ (2<
cpuì†	ì†	 ¶Ã(ŠØ¢Ù2©§¹ß‡Õì†	2¹Ÿ§¹ß‡ÕÊ¼ûÿÿÿÿÿÿ:#!Ê"¨€cpu Ú0‰ŞŸıà:40ÓnÚ"®ó!€°ó!cpu ¡(0ÆªïñŠàBblock1/layer9/Sum_195 = Sum()H¦§¹ß‡ÕP
“ş
,/job:localhost/replica:0/task:0/device:GPU:0j
block0/layer0/Add_1Î€§¹ß‡Õ (B9block0/layer0/Add_1 = Add(block0/layer0/FusedBatchNorm_0)HË€§¹ß‡ÕPN
block0/layer0/Mul_2¹€§¹ß‡Õ ²(³Bblock0/layer0/Mul_2 = Mul()H¶€§¹ß‡ÕPİ
block0/layer0/Const_3ö€§¹ß‡Õ m(n2B
	GPU_0_bfcŞúŞú ¯ı(„¬ª¹2ö€§¹ß‡ÕŞú2ä§¹ß‡ÕÑ‚óÿÿÿÿÿÿ:'%>"ø€	GPU_0_bfc T0«µúœàB=block0/layer0/Const_3 = Const(block0/layer0/FusedBatchNorm_0)Hó€§¹ß‡ÕPù
block0/layer0/Reshape_4ş€§¹ß‡Õ 1(2:,*	Y" ä€cuda_host_bfc º0ûûÌÒà:40
K?""Ô“€”cuda_host_bfc Ÿ0øˆëÇàB`block0/layer0/Reshape_4 = Reshape(block0/layer0/Add_1, block0/layer0/Add_1, block0/layer0/Mul_2)Hû€§¹ß‡ÕPÅ
block0/layer0/Mul_6±§¹ß‡Õ 1(22B
	GPU_0_bfcÔµÔµ êÚ(Á ûÚ2±§¹ß‡ÕÔµ2ã§¹ß‡Õ–¥ğÿÿÿÿÿÿBPblock0/layer0/Mul_6 = Mul(block0/layer0/FusedBatchNorm_0, block0/layer0/Const_3)H®§¹ß‡ÕPm
block0/layer0/Softmax_7´§¹ß‡Õ ‘(’B6block0/layer0/Softmax_7 = Softmax(block0/layer0/Mul_6)H±§¹ß‡ÕPÕ
block0/layer0/MatMul_8Ü§¹ß‡Õ !(":64

ÑÜ"$ğü€şcuda_host_bfc œ(0Éºö•à:/+Ü" ğ€cuda_host_bfc Ø0Ÿ¾­ÕàB8block0/layer0/MatMul_8 = MatMul(block0/layer0/Reshape_4)HÙ§¹ß‡ÕP
block0/layer0/FusedBatchNorm_9å§¹ß‡Õ ª(«2A
	GPU_0_bfcÇÒÇÒ £é(µÚğQ2å§¹ß‡ÕÇÒ2ƒ§¹ß‡Õİ–úÿÿÿÿÿÿ:)'Q"Ä€	GPU_0_bfc n(0ÿøµÅàBdblock0/layer0/FusedBatchNorm_9 = FusedBatchNorm(block0/layer0/FusedBatchNorm_0, block0/layer0/Mul_6)Hâ§¹ß‡ÕPÃ
block0/layer1/BiasAdd_11‡‚§¹ß‡Õ Ÿ( :+)Ÿ"ü€	GPU_0_bfc ·(0¯¬Ïˆà:84wû•" ÄÑè€Òè	GPU_0_bfc Ï0Ÿáğ‰‡àB$block0/layer1/BiasAdd_11 = BiasAdd()H„‚§¹ß‡ÕP
block0/layer1/Softmax_12À‚§¹ß‡Õ _(`2B
	GPU_0_bfc…Ø…Ø ‚ì(ı£™¥2À‚§¹ß‡Õ…Ø2 ƒ§¹ß‡Õş“óÿÿÿÿÿÿB$block0/layer1/Softmax_12 = Softmax()H½‚§¹ß‡ÕPÈ
block0/layer1/BiasAdd_13§‚§¹ß‡Õ ³(´:97ˆ‡^"#À¬Ä	€®Ä	cuda_host_bfc l0óÒşƒà:/+›" ì€cuda_host_bfc Ÿ0ıˆÕ—àB$block0/layer1/BiasAdd_13 = BiasAdd()H¤‚§¹ß‡ÕPõ
block0/layer1/MatMul_14´‚§¹ß‡Õ 1(2::8Oï­"$´ËÒ€ÌÒcuda_host_bfc ¬0şæ¹à:1-¨"" €cuda_host_bfc ì(0‚”üÀ…àBQblock0/layer1/MatMul_14 = MatMul(block0/layer0/MatMul_8, block0/layer0/Reshape_4)H±‚§¹ß‡ÕP~
block0/layer1/Add_16í‚§¹ß‡Õ ³(´BJblock0/layer1/Add_16 = Add(block0/layer1/Mul_10, block0/layer1/Reshape_15)Hê‚§¹ß‡ÕPo
block0/layer1/FusedBatchNorm_17ó‚§¹ß‡Õ w(xB2block0/layer1/FusedBatchNorm_17 = FusedBatchNorm()Hğ‚§¹ß‡ÕP­
block0/layer1/Mul_18‚ƒ§¹ß‡Õ ¾(¿2E
cuda_host_bfcòò ùÎ(Îœ2‚ƒ§¹ß‡Õò2Á„§¹ß‡Õ‡±úÿÿÿÿÿÿB4block0/layer1/Mul_18 = Mul(block0/layer1/BiasAdd_11)Hÿ‚§¹ß‡Õİ
block0/layer1/Sum_19£ƒ§¹ß‡Õ )(*:=;İç"&”öÕ)€øÕ)cuda_host_bfc â(0ğ¼Æ‡à:62
õ€""€Ô€Ôcuda_host_bfc  0ŒŞ¶ÛŒàB4block0/layer1/Sum_19 = Sum(block0/layer1/Softmax_12)H ƒ§¹ß‡ÕPø
block0/layer2/Cast_21´ƒ§¹ß‡Õ (2B
	GPU_0_bfc¯ğ¯ğ —ø(¿œÁ‡2´ƒ§¹ß‡Õ¯ğ2Éƒ§¹ß‡Õé‡òÿÿÿÿÿÿ:0.	¤"àÈ€Ê	GPU_0_bfc Y(0ãŒ­¹†àBQblock0/layer2/Cast_21 = Cast(block0/layer0/Mul_2, block0/layer0/FusedBatchNorm_0)H±ƒ§¹ß‡Õ›
block0/layer2/Cast_22Êƒ§¹ß‡Õ  (!:/-ä""€cuda_host_bfc Ã(0»ÇŠ£‡àB7block0/layer2/Cast_22 = Cast(block0/layer1/MatMul_14:1)HÇƒ§¹ß‡ÕPñ
block0/layer2/Reshape_23öƒ§¹ß‡Õ Ã(Ä:><£ÒÛ"'Èıò°€şò°cuda_host_bfc S(0»ûÇÇàByblock0/layer2/Reshape_23 = Reshape(block0/layer1/Sum_19, block0/layer0/FusedBatchNorm_0, block0/layer1/FusedBatchNorm_17)Hóƒ§¹ß‡ÕPù
block0/layer2/Add_24™„§¹ß‡Õ ¡(¢2>
	GPU_0_bfcà7à7 ğ(÷§ŠÂ2™„§¹ß‡Õà72»…§¹ß‡Õäÿÿÿÿÿÿÿ:'%"€	GPU_0_bfc Ö0—·«û‚àB\block0/layer2/Add_24 = Add(block0/layer0/Add_1, block0/layer2/Cast_22, block0/layer1/Mul_18)H–„§¹ß‡ÕP˜
block0/layer2/BiasAdd_26Ø„§¹ß‡Õ (:<:Ûö,"&à¬ô€®ôcuda_host_bfc ã(0Õ®ÑÊˆà:84

ïÙ"$Üô€öcuda_host_bfc ˜(0–– €àBjblock0/layer2/BiasAdd_26 = BiasAdd(block0/layer1/Add_16, block0/layer0/Softmax_7, block0/layer1/MatMul_14)HÕ„§¹ß‡ÕPÇ
block0/layer2/Relu_27Ú„§¹ß‡Õ (2B
	GPU_0_bfc’	’	 É(ìµëº2Ú„§¹ß‡Õ’	2ø„§¹ß‡Õñ¶ûÿÿÿÿÿÿ:0.
«š"ø²€´	GPU_0_bfc ™0¤ºÚí‰àBblock0/layer2/Relu_27 = Relu()H×„§¹ß‡ÕPÈ
block0/layer2/Cast_28Û„§¹ß‡Õ (:31
	Æ""ˆÿ€€cuda_host_bfc ª0½®ô¬†àB^block0/layer2/Cast_28 = Cast(block0/layer2/Add_24, block0/layer0/Mul_6, block0/layer2/Cast_22)HØ„§¹ß‡ÕPW
block0/layer2/Conv2D_29……§¹ß‡Õ c(dB"block0/layer2/Conv2D_29 = Conv2D()H‚…§¹ß‡ÕP›
block0/layer3/Reshape_31Ü…§¹ß‡Õ +(,:*(Ô"Ğ€	GPU_0_bfc h(0Œ¹×ÑàB9block0/layer3/Reshape_31 = Reshape(block0/layer0/Const_3)HÙ…§¹ß‡ÕP©
block0/layer3/Const_32Í…§¹ß‡Õ ƒ(„:=;	²ì¿"& Ÿø+€ ø+cuda_host_bfc ¯(0‹ßƒò‹àB4block0/layer3/Const_32 = Const(block0/layer1/Add_16)HÊ…§¹ß‡ÕPÏ
block0/layer3/Mul_33á…§¹ß‡Õ (2A
	GPU_0_bfcÁÊÁÊ  ¥(«–µ<2á…§¹ß‡ÕÁÊ2â…§¹ß‡ÕàÚñÿÿÿÿÿÿ:75Ê¤İ"  ÖŒ~€ØŒ~	GPU_0_bfc Å0·ÛÛ¯‰à:;7
¸™’""À‹Ï3€ŒÏ3	GPU_0_bfc È(0Ï¢–€àBhblock0/layer3/Mul_33 = Mul(block0/layer0/Reshape_4, block0/layer0/FusedBatchNorm_9, block0/layer0/Mul_6)HŞ…§¹ß‡Õº
block0/layer3/FusedBatchNorm_34æ…§¹ß‡Õ E(F:53>úU" ğÓÁ€ÔÁ	GPU_0_bfc ª0ı—á¬ŠàBFblock0/layer3/FusedBatchNorm_34 = FusedBatchNorm(block0/layer2/Add_24)Hã…§¹ß‡ÕPÔ
block0/layer3/Mul_36¢†§¹ß‡Õ Å(Æ2E
cuda_host_bfcÓù&Óù& é¼(ÊÖŒ42¢†§¹ß‡ÕÓù&2è‡§¹ß‡Õ—Ãìÿÿÿÿÿÿ:;9“Í—"$Ä÷¯€ø¯cuda_host_bfc ú0¢œÒº‹à:84
â§"$¸Ó€Ôcuda_host_bfc ã(0‡”¹†àBbblock0/layer3/Mul_36 = Mul(block0/layer0/Identity_5, block0/layer1/Sum_19, block0/layer0/MatMul_8)HŸ†§¹ß‡ÕP
block0/layer3/MatMul_37±†§¹ß‡Õ R(S:/-
Ş""ø€cuda_host_bfc É(0¦îêÔ€àB7block0/layer3/MatMul_37 = MatMul(block0/layer2/Cast_21)H®†§¹ß‡ÕPÕ
block0/layer3/FusedBatchNorm_38Ù†§¹ß‡Õ (:31	D ""€ä€äcuda_host_bfc ±0³üúÙˆàBcblock0/layer3/FusedBatchNorm_38 = FusedBatchNorm(block0/layer2/Reshape_23, block0/layer1/MatMul_14)HÖ†§¹ß‡ÕPÿ
block0/layer3/Softmax_39ï†§¹ß‡Õ (2B
	GPU_0_bfc˜Î5˜Î5 Œç(¶×õ¤2ï†§¹ß‡Õ˜Î52û†§¹ß‡Õô˜åÿÿÿÿÿÿ:'%
",€	GPU_0_bfc µ0ı¥µ¬àB\block0/layer3/Softmax_39 = Softmax(block0/layer3/Conv2D_30, block0/layer3/FusedBatchNorm_38)Hì†§¹ß‡ÕP†
block0/layer4/MatMul_41‡§¹ß‡Õ W(X:-+K"Ä,€.	GPU_0_bfc (0Œ–ôÂ‡àB"block0/layer4/MatMul_41 = MatMul()Hš‡§¹ß‡ÕPÎ
block0/layer4/Relu_42¹‡§¹ß‡Õ ‚(ƒ2B
	GPU_0_bfc³ï)³ï) Ù÷(¼¿àö2¹‡§¹ß‡Õ³ï)2¼ˆ§¹ß‡Õ§ˆëÿÿÿÿÿÿ:53f¶ì"Àıù€şù	GPU_0_bfc Z0Ä÷ÚòˆàBblock0/layer4/Relu_42 = Relu()H¶‡§¹ß‡ÕP
block0/layer4/MatMul_43Ã‡§¹ß‡Õ o(pBiblock0/layer4/MatMul_43 = MatMul(block0/layer3/Const_32, block0/layer2/Softmax_25, block0/layer2/Cast_21)HÀ‡§¹ß‡ÕPû
block0/layer4/Conv2D_44ã‡§¹ß‡Õ “(”:75æøÑ" ÀÎöG€ĞöG	GPU_0_bfc Œ0‰Ç€Û‡à:1-
	NÆ"ĞÒ€Ô	GPU_0_bfc ‰0Á³½Ú…àBXblock0/layer4/Conv2D_44 = Conv2D(block0/layer0/FusedBatchNorm_0, block0/layer3/Const_32)Hà‡§¹ß‡ÕPY
block0/layer4/MatMul_46Ş‡§¹ß‡Õ „(…B"block0/layer4/MatMul_46 = MatMul()HÛ‡§¹ß‡ÕPš
block0/layer4/Conv2D_47†ˆ§¹ß‡Õ (:+)Æ"˜
€	GPU_0_bfc à(0ç¼êß†àB:block0/layer4/Conv2D_47 = Conv2D(block0/layer2/Reshape_23)Hƒˆ§¹ß‡ÕÇ
block0/layer4/MatMul_48ˆ§¹ß‡Õ ¨(©2B
	GPU_0_bfc˜ı˜ı Ì¾(Å‹³2ˆ§¹ß‡Õ˜ı2Æ‰§¹ß‡Õ´Áòÿÿÿÿÿÿ:20
£ä" °‰	€Š		GPU_0_bfc £(0¹í¥‹à:+'
¦"˜€	GPU_0_bfc Ş0©ñ¸àBmblock0/layer4/MatMul_48 = MatMul(block0/layer3/Reshape_31, block0/layer2/Softmax_25, block0/layer0/Softmax_7)Hšˆ§¹ß‡ÕË
block0/layer4/BiasAdd_49£ˆ§¹ß‡Õ ©(ª:64
øÏ"$ Ä€Æcuda_host_bfc ë(0ï°°ò‹àB[block0/layer4/BiasAdd_49 = BiasAdd(block0/layer0/FusedBatchNorm_0, block0/layer4/MatMul_48)H ˆ§¹ß‡ÕP
block0/layer5/Conv2D_51Áˆ§¹ß‡Õ $(%2B
	GPU_0_bfc†,†, €ƒ(§¯¥2Áˆ§¹ß‡Õ†,2æˆ§¹ß‡Õ€ıéÿÿÿÿÿÿ:86…â-""ˆÊ€Ê	GPU_0_bfc µ(0Éİ¦¿…à:95Œ‹" à™®P€š®P	GPU_0_bfc ô0ÎÏÎ­‚àB"block0/layer5/Conv2D_51 = Conv2D()H¾ˆ§¹ß‡ÕP
block0/layer5/Identity_52­ˆ§¹ß‡Õ Å(Æ:.,	˜I"à¢€¤	GPU_0_bfc 0êğªÃ…à:84ö$¼" €½³€¾³	GPU_0_bfc ÷0À€ô©€àBmblock0/layer5/Identity_52 = Identity(block0/layer0/Reshape_4, block0/layer2/Add_24, block0/layer4/BiasAdd_49)Hªˆ§¹ß‡ÕPÒ
block0/layer5/Relu_53Ïˆ§¹ß‡Õ D(E:75à·ò" €ò²E€ò²E	GPU_0_bfc ö0ü«éŒà:3/	¬J" àµ€¶	GPU_0_bfc Ş(0¢’††àB3block0/layer5/Relu_53 = Relu(block0/layer2/Relu_27)HÌˆ§¹ß‡Õ
block0/layer5/MatMul_54Úˆ§¹ß‡Õ v(w2B
	GPU_0_bfc½ã6½ã6 Ş±(¾«Ûõ2Úˆ§¹ß‡Õ½ã62Ñ‰§¹ß‡Õ¢Îäÿÿÿÿÿÿ:64eó" ÌêË€ìË	GPU_0_bfc Ş0üÁü¼‹àBPblock0/layer5/MatMul_54 = MatMul(block0/layer3/MatMul_37, block0/layer4/Relu_42)H×ˆ§¹ß‡ÕPº
block0/layer5/Mul_56–‰§¹ß‡Õ (:;9ƒèÏ"$ ¶ë€¸ëcuda_host_bfc õ0‹á„¦†àBKblock0/layer5/Mul_56 = Mul(block0/layer2/BiasAdd_26:1, block0/layer0/Add_1)H“‰§¹ß‡ÕPœ
block0/layer5/Add_57¬‰§¹ß‡Õ ²(³2F
cuda_host_bfcñÏ.ñÏ. ø§(¹Æå2¬‰§¹ß‡ÕñÏ.2ßŠ§¹ß‡ÕˆØèÿÿÿÿÿÿ:31	2š""Ğ¸€ºcuda_host_bfc Ğ0ıéç˜†à:84
å¬"$ğÂ#€Ä#cuda_host_bfc §(0•¤Á¿…àB3block0/layer5/Add_57 = Add(block0/layer4/Conv2D_44)H©‰§¹ß‡ÕÒ
block0/layer5/FusedBatchNorm_58Ü‰§¹ß‡Õ 1(2:20
€¨" € 	€ 		GPU_0_bfc «(0‰†Èş„àBablock0/layer5/FusedBatchNorm_58 = FusedBatchNorm(block0/layer0/Mul_2, block0/layer2/BiasAdd_26:1)HÙ‰§¹ß‡ÕPº
block0/layer5/Mul_59ÿ‰§¹ß‡Õ ª(«:53	İ>"$˜¬€®cuda_host_bfc ‘(0óÊÏÂ‹à:1-	Æ""˜€cuda_host_bfc ¹(0½‰çÁƒàBblock0/layer5/Mul_59 = Mul()Hü‰§¹ß‡ÕP×
block0/layer6/Reshape_61£Š§¹ß‡Õ †(‡:/-	î""¸€cuda_host_bfc ”(0§şË‰àBnblock0/layer6/Reshape_61 = Reshape(block0/layer5/FusedBatchNorm_58, block0/layer0/Mul_6, block0/layer2/Add_24)H Š§¹ß‡ÕPY
block0/layer6/Conv2D_62§Š§¹ß‡Õ (ŸB"block0/layer6/Conv2D_62 = Conv2D()H¤Š§¹ß‡ÕPù
block0/layer6/FusedBatchNorm_63ÌŠ§¹ß‡Õ (2A
	GPU_0_bfc¡¬!¡¬! Ö(íıíC2ÌŠ§¹ß‡Õ¡¬!2áŠ§¹ß‡Õğ©ïÿÿÿÿÿÿByblock0/layer6/FusedBatchNorm_63 = FusedBatchNorm(block0/layer0/Reshape_4, block0/layer2/Cast_28, block0/layer5/MatMul_54)HÉŠ§¹ß‡ÕP‰
block0/layer6/Softmax_64åŠ§¹ß‡Õ ˜(™:+)­"´€	GPU_0_bfc ×(0¬È¦ŒàB$block0/layer6/Softmax_64 = Softmax()HâŠ§¹ß‡ÕP 
block0/layer6/Softmax_66ùŠ§¹ß‡Õ T(U2E
cuda_host_bfcÊÊ åÀ(«Ü¥P2ùŠ§¹ß‡ÕÊ2Î‹§¹ß‡Õ›¿óÿÿÿÿÿÿ:-+€" €€cuda_host_bfc Ù0”† Á†à:51	¿d""ğÔ€Öcuda_host_bfc ‰0¿µËÆ…àB=block0/layer6/Softmax_66 = Softmax(block0/layer6/Identity_60)HöŠ§¹ß‡ÕPx
block0/layer6/Sum_67 ‹§¹ß‡Õ ~(:(&i"¤€	GPU_0_bfc ñ0±ÎÄâ‡àBblock0/layer6/Sum_67 = Sum()H‹§¹ß‡ÕPŸ
block0/layer6/Const_68Ñ‹§¹ß‡Õ 	(
:20
ôª"  ˆ€Š	GPU_0_bfc Û(0ççøŒàB7block0/layer6/Const_68 = Const(block0/layer6/Conv2D_62)HÎ‹§¹ß‡ÕP½
block0/layer6/Add_69Ü‹§¹ß‡Õ J(K2B
	GPU_0_bfcÔ6Ô6 ê†(¹²°Á2Ü‹§¹ß‡ÕÔ62§Œ§¹ß‡Õ–ùäÿÿÿÿÿÿ:+)Ã"Œ€	GPU_0_bfc ö(0‚Öº…àBblock0/layer6/Add_69 = Add()HÙ‹§¹ß‡Õª
block0/layer7/Softmax_71×‹§¹ß‡Õ ®(¯:42
‚Í""èÀ€Âcuda_host_bfc Ñ0Îâ•‡àB<block0/layer7/Softmax_71 = Softmax(block0/layer5/Softmax_55)HÔ‹§¹ß‡ÕPš
block0/layer7/Reshape_72Ü‹§¹ß‡Õ F(G2B
	GPU_0_bfc£ú,£ú, ‘½(¹ç¡2Ü‹§¹ß‡Õ£ú,2£Œ§¹ß‡ÕïÂéÿÿÿÿÿÿ:)'
¹"ä	€
	GPU_0_bfc ©0Åù¤Á‚à:;7„š“""àıô7€şô7	GPU_0_bfc Ğ(0Ô÷Ç¢àB8block0/layer7/Reshape_72 = Reshape(block0/layer3/Mul_36)HÙ‹§¹ß‡ÕPÄ
block0/layer7/Reshape_73ù‹§¹ß‡Õ P(Q:75°ã" À¦¯@€¨¯@	GPU_0_bfc À0¥óîÉˆàBUblock0/layer7/Reshape_73 = Reshape(block0/layer5/Softmax_55, block0/layer4/Conv2D_44)Hö‹§¹ß‡ÕPõ
block0/layer7/Cast_74÷‹§¹ß‡Õ [(\:64
…’"$èò€ôcuda_host_bfc ¬(0ğ±œîƒà:62
Õ¼""°—$€˜$cuda_host_bfc Ü0Âçˆ²‚àBTblock0/layer7/Cast_74 = Cast(block0/layer5/Relu_53, block0/layer1/FusedBatchNorm_17)Hô‹§¹ß‡Õ}
block0/layer7/Add_76¯Œ§¹ß‡Õ ©(ªBIblock0/layer7/Add_76 = Add(block0/layer1/Mul_18, block0/layer2/MatMul_20)H¬Œ§¹ß‡ÕP¸
block0/layer7/Const_77­Œ§¹ß‡Õ ‚(ƒ:/-	Û""ì
€cuda_host_bfc ø(0¶õóÜ€àBQblock0/layer7/Const_77 = Const(block0/layer4/MatMul_41, block0/layer2/BiasAdd_26)HªŒ§¹ß‡ÕPı
block0/layer7/Conv2D_78ÅŒ§¹ß‡Õ (2B
	GPU_0_bfcé³é³ ô™(º£ªß2ÅŒ§¹ß‡Õé³2ßŒ§¹ß‡ÕŒæıÿÿÿÿÿÿ:0.

ôé"Ğˆ,€Š,	GPU_0_bfc Á0³ØñÍŠà:.*p"€b€b	GPU_0_bfc ¶0˜ñ®–„àB"block0/layer7/Conv2D_78 = Conv2D()HÂŒ§¹ß‡ÕP”
block0/layer7/Relu_79âŒ§¹ß‡Õ (Bablock0/layer7/Relu_79 = Relu(block0/layer6/Sum_67, block0/layer4/Conv2D_47, block0/layer7/Add_76)HßŒ§¹ß‡ÕP«
block0/layer8/Relu_81ùŒ§¹ß‡Õ ®(¯2B
	GPU_0_bfc‘¨#‘¨# ˆÔ(Ù£›ë2ùŒ§¹ß‡Õ‘¨#2¨§¹ß‡Õø«îÿÿÿÿÿÿB2block0/layer8/Relu_81 = Relu(block0/layer1/Mul_18)HöŒ§¹ß‡ÕPÊ
block0/layer8/Const_82¢§¹ß‡Õ ©(ª:+)®"¸	€
	GPU_0_bfc ñ(0÷‰™†àBgblock0/layer8/Const_82 = Const(block0/layer4/MatMul_41, block0/layer4/Conv2D_44, block0/layer7/Cast_74)HŸ§¹ß‡ÕP•
block0/layer8/Conv2D_83Â§¹ß‡Õ V(W:42
–ı""øÑ€Òcuda_host_bfc ¿0ì¶ëƒà:>:	²@à"&€€÷€€÷cuda_host_bfc ˆ(0‰¾Ÿ‡àBjblock0/layer8/Conv2D_83 = Conv2D(block0/layer6/Softmax_66, block0/layer6/Const_68, block0/layer3/Const_32)H¿§¹ß‡ÕP¢
block0/layer8/Conv2D_84Ğ§¹ß‡Õ X(Y2F
cuda_host_bfcÖ¢Ö¢ «Ñ(Ô´à—2Ğ§¹ß‡ÕÖ¢2©§¹ß‡ÕÕ®ñÿÿÿÿÿÿ:/-‡""œ€cuda_host_bfc ¼(0Áÿ¾×Œà:<8 ˆÖ"$€°Á€°Ácuda_host_bfc ä0‹šüàB6block0/layer8/Conv2D_84 = Conv2D(block0/layer2/Add_24)HÍ§¹ß‡ÕP×
block0/layer8/Sum_86ì§¹ß‡Õ “(”:;9Àö±"$€ÜA€ÜAcuda_host_bfc ¦0˜õ…ÕàBfblock0/layer8/Sum_86 = Sum(block0/layer4/Conv2D_44, block0/layer8/Conv2D_84, block0/layer3/Reshape_31)Hé§¹ß‡ÕPÅ
block0/layer8/Relu_87ƒ§¹ß‡Õ (2B
	GPU_0_bfcŠÜŠÜ …®(¶¯¯2ƒ§¹ß‡ÕŠÜ2’§¹ß‡ÕûÑôÿÿÿÿÿÿ:,*P"€€	GPU_0_bfc •0ı·µÖ„àBblock0/layer8/Relu_87 = Relu()H€§¹ß‡ÕP•
block0/layer8/Relu_88²§¹ß‡Õ =(>Bbblock0/layer8/Relu_88 = Relu(block0/layer8/Relu_87, block0/layer3/MatMul_37, block0/layer8/Add_85)H¯§¹ß‡ÕP‘
block0/layer8/MatMul_89¿§¹ß‡Õ &(':86Æ]•""˜Üœ€Şœ	GPU_0_bfc “(0·Ø×‡àB"block0/layer8/MatMul_89 = MatMul()H¼§¹ß‡ÕPŸ
block0/layer9/FusedBatchNorm_91Ü§¹ß‡Õ f(gBbblock0/layer9/FusedBatchNorm_91 = FusedBatchNorm(block0/layer6/Conv2D_62, block0/layer5/Conv2D_51)HÙ§¹ß‡ÕP¼
block0/layer9/Sum_92ş§¹ß‡Õ (:<:ÔÖ"&€œœ€œœcuda_host_bfc „(0 ğ×Ô…àBLblock0/layer9/Sum_92 = Sum(block0/layer4/MatMul_48, block0/layer4/MatMul_41)Hû§¹ß‡ÕP¸
block0/layer9/Softmax_93–§¹ß‡Õ º(»2A
	GPU_0_bfcµ¨4µ¨4 š”(ıæ
2–§¹ß‡Õµ¨42Ñ§¹ß‡Õæëåÿÿÿÿÿÿ:)'"ô€	GPU_0_bfc Å0»×ßÆà:73	:ö" ğŠW€ŒW	GPU_0_bfc ·(0Ôáƒ…ŠàBYblock0/layer9/Softmax_93 = Softmax(block0/layer4/Add_40, block0/layer3/FusedBatchNorm_38)H“§¹ß‡ÕP\
block0/layer9/Softmax_94§¹ß‡Õ (B$block0/layer9/Softmax_94 = Softmax()HŒ§¹ß‡ÕP­
block0/layer9/Reshape_96®§¹ß‡Õ (2F
cuda_host_bfc‰’‰’ „‰
(»¥öÄ2®§¹ß‡Õ‰’2³§¹ß‡Õüöõÿÿÿÿÿÿ::8	ø÷5"$ ¯³	€°³	cuda_host_bfc ¥0­÷ŠÉ‡à:73
	rê"$ĞÑ€Òcuda_host_bfc ú(0¤­Ò‚àB:block0/layer9/Reshape_96 = Reshape(block0/layer6/Const_68)H«§¹ß‡ÕPN
block0/layer9/Sum_97Ä§¹ß‡Õ Y(ZBblock0/layer9/Sum_97 = Sum()HÁ§¹ß‡ÕP‘
block0/layer9/Reshape_98Ó§¹ß‡Õ v(wB[block0/layer9/Reshape_98 = Reshape(block0/layer7/Const_77, block0/layer3/FusedBatchNorm_34)HĞ§¹ß‡ÕPÎ
block0/layer9/MatMul_99õ§¹ß‡Õ ( 2F
cuda_host_bfcÌËÌË æ¥(ç“İ2õ§¹ß‡ÕÌË2•§¹ß‡ÕšÚğÿÿÿÿÿÿ:-+€" €€cuda_host_bfc ñ0¡­–î‡àB"block0/layer9/MatMul_99 = MatMul()Hò§¹ß‡ÕPÚ
block1/layer0/Reshape_101¤§¹ß‡Õ (:-+‚" ˆ€cuda_host_bfc Ñ0¯¶ˆ½ˆàBtblock1/layer0/Reshape_101 = Reshape(block0/layer6/Identity_60, block0/layer8/Reshape_80, block0/layer9/Softmax_93:1)H¡§¹ß‡ÕP 
block1/layer0/Reshape_102š§¹ß‡Õ (2B
	GPU_0_bfc¨•5¨•5 ÔÊ(İÕÚš2š§¹ß‡Õ¨•52¹§¹ß‡Õ¬µåÿÿÿÿÿÿB%block1/layer0/Reshape_102 = Reshape()H—§¹ß‡ÕP—
block1/layer0/Reshape_103¼§¹ß‡Õ (:20	
„¯" ğá	€â		GPU_0_bfc Ù(0ª°å‚à:2.
Ûâ"Ø†)€ˆ)	GPU_0_bfc Ö0·èÉ¹ŠàBxblock1/layer0/Reshape_103 = Reshape(block0/layer9/Reshape_98, block0/layer5/FusedBatchNorm_58, block0/layer6/Softmax_64)H¹§¹ß‡ÕP
block1/layer0/Cast_104×§¹ß‡Õ %(&BMblock1/layer0/Cast_104 = Cast(block0/layer8/Sum_86, block0/layer7/Reshape_72)HÔ§¹ß‡ÕPj
block1/layer0/Relu_106™‘§¹ß‡Õ 0(1B6block1/layer0/Relu_106 = Relu(block0/layer4/MatMul_48)H–‘§¹ß‡ÕPè
block1/layer0/Cast_107²‘§¹ß‡Õ (:20
çÙ" ¼‚€„	GPU_0_bfc é(0ËÄÔä…à:-)û"ì€	GPU_0_bfc á(0²‹à€àBQblock1/layer0/Cast_107 = Cast(block0/layer7/Reshape_73, block0/layer9/Reshape_98)H¯‘§¹ß‡ÕPö
block1/layer0/Conv2D_108±‘§¹ß‡Õ u(v2F
cuda_host_bfcáá À°(€›Äî2±‘§¹ß‡Õá2§’§¹ß‡ÕÀÏòÿÿÿÿÿÿ::8…†"$˜È8€Ê8cuda_host_bfc ¸(0ÌÍêøàB<block1/layer0/Conv2D_108 = Conv2D(block1/layer0/Reshape_101)H®‘§¹ß‡ÕPğ
block1/layer0/Identity_109×‘§¹ß‡Õ ‚(ƒ:,*X" à€cuda_host_bfc ˜0šÅ€Ãà:1-	˜""à€cuda_host_bfc ª(0ßƒüœàBUblock1/layer0/Identity_109 = Identity(block0/layer5/Add_57, block0/layer9/Reshape_96)HÔ‘§¹ß‡ÕP
block1/layer1/Mul_111å‘§¹ß‡Õ Â(Ã2F
cuda_host_bfc£î5£î5 ‘÷(­ª¬¨2å‘§¹ß‡Õ£î52¨“§¹ß‡Õïˆåÿÿÿÿÿÿ:,*" €cuda_host_bfc X(0×´‘ÍŠàBVblock1/layer1/Mul_111 = Mul(block0/layer6/FusedBatchNorm_63, block0/layer9/Softmax_94)Hâ‘§¹ß‡ÕPÒ
 block1/layer1/FusedBatchNorm_112÷‘§¹ß‡Õ Â(Ã:1/
æ¥"ø¹€º	GPU_0_bfc #(0ÌºÅøàBablock1/layer1/FusedBatchNorm_112 = FusedBatchNorm(block0/layer9/Softmax_93, block0/layer6/Add_69)Hô‘§¹ß‡ÕÓ
block1/layer1/Cast_113£’§¹ß‡Õ (:64‘ô"  ò²€ô²	GPU_0_bfc ½0éŞùàBgblock1/layer1/Cast_113 = Cast(block0/layer6/Add_69, block0/layer4/BiasAdd_49, block0/layer6/Softmax_65)H ’§¹ß‡ÕPÇ
block1/layer1/Sum_114Â’§¹ß‡Õ G(H2F
cuda_host_bfcÎ’9Î’9 §É(¼í²2Â’§¹ß‡ÕÎ’92Š“§¹ß‡ÕÙ¶ãÿÿÿÿÿÿ:<:Æà"&€‚¿€‚¿cuda_host_bfc Ã(0Á¡­í‡à:<8ÁÓ"$ÜûÖ€üÖcuda_host_bfc Ô0ûõºµ‚àBPblock1/layer1/Sum_114 = Sum(block0/layer5/Identity_52, block0/layer7/Reshape_73)H¿’§¹ß‡ÕP‚
block1/layer1/Add_116ô’§¹ß‡Õ ›(œ:75
ùãÅ" ÜûR€ûR	GPU_0_bfc â0òŞã¥‰à:+'©"¤	€
	GPU_0_bfc ¡0´äÌÀŒàBgblock1/layer1/Add_116 = Add(block0/layer6/Identity_60, block1/layer0/Reshape_102, block0/layer6/Sum_67)Hñ’§¹ß‡ÕP’
block1/layer1/Identity_117ô’§¹ß‡Õ C(D2A
	GPU_0_bfcÇ“Ç“ ãÉ(ôÎÓ>2ô’§¹ß‡ÕÇ“2¸“§¹ß‡Õ¶ğÿÿÿÿÿÿ:)'…"”€	GPU_0_bfc ƒ0îÊÚÅà:/+	œ"À3€4	GPU_0_bfc Š0ş¹µ°àB;block1/layer1/Identity_117 = Identity(block0/layer8/Sum_86)Hñ’§¹ß‡ÕPj
block1/layer1/Cast_118´“§¹ß‡Õ ²(³B4block1/layer1/Cast_118 = Cast(block1/layer0/Sum_100)H±“§¹ß‡ÕPÔ
block1/layer1/Relu_119°“§¹ß‡Õ T(U:<:Ì­G"&ˆà€Šàcuda_host_bfc „(0Õãçà:.*Y" ä€cuda_host_bfc ¸0×†™„àB4block1/layer1/Relu_119 = Relu(block1/layer1/Mul_111)H­“§¹ß‡ÕÎ
block1/layer2/Const_121È“§¹ß‡Õ $(%:.,|""ğ€cuda_host_bfc ®(0Èïô˜„àBiblock1/layer2/Const_121 = Const(block0/layer7/Cast_74, block0/layer7/Reshape_73, block0/layer8/MatMul_89)HÅ“§¹ß‡ÕP¨
block1/layer2/Identity_122Ú“§¹ß‡Õ €(Bnblock1/layer2/Identity_122 = Identity(block0/layer7/Const_77, block0/layer9/Softmax_93, block1/layer1/Add_116)H×“§¹ß‡ÕPş
block1/layer2/Const_123ô“§¹ß‡Õ X(Y2B
	GPU_0_bfcÜÜ>ÜÜ> ®®(àìîÔ2ô“§¹ß‡ÕÜÜ>2Í”§¹ß‡ÕÒÑàÿÿÿÿÿÿ:31	"Ø¥	€¦		GPU_0_bfc ˆ0±­‰™àBRblock1/layer2/Const_123 = Const(block0/layer8/Conv2D_84, block0/layer7/Reshape_72)Hñ“§¹ß‡ÕS
block1/layer2/Relu_124”§¹ß‡Õ :(;Bblock1/layer2/Relu_124 = Relu()HŒ”§¹ß‡ÕPÍ
block1/layer2/Relu_126Å”§¹ß‡Õ ‰(Š2B
	GPU_0_bfc’î’î ‰·(ÜÙñò2Å”§¹ß‡Õ’î2Ï•§¹ß‡Õ÷Èğÿÿÿÿÿÿ:20
û’" ˜õ!€ö!	GPU_0_bfc Ú(0–„Á†„àBblock1/layer2/Relu_126 = Relu()HÂ”§¹ß‡ÕP¦
block1/layer2/Const_127Ö”§¹ß‡Õ ?(@:97âd"$€Ûg€Ügcuda_host_bfc ‡(0‹©éß‹àB8block1/layer2/Const_127 = Const(block1/layer1/Add_116:1)HÓ”§¹ß‡Õ’
block1/layer2/Relu_128•§¹ß‡Õ A(B:75\Äo""ÀÔè€Öè	GPU_0_bfc â(0ÌÏÉ€à:95{Ã5""”‰‚€Š‚	GPU_0_bfc ›(0»€Õè‡àBjblock1/layer2/Relu_128 = Relu(block0/layer9/FusedBatchNorm_91, block0/layer9/Sum_92, block0/layer9/Add_90)Hş”§¹ß‡ÕPˆ
block1/layer2/Const_129¬•§¹ß‡Õ (2B
	GPU_0_bfcÖ–+Ö–+ «Ë( ÷Çˆ2¬•§¹ß‡ÕÖ–+2Ã•§¹ß‡ÕÕ´êÿÿÿÿÿÿ:(&D"€	GPU_0_bfc ¸0—ü­‹àBeblock1/layer2/Const_129 = Const(block1/layer2/Relu_124, block0/layer6/Add_69, block1/layer1/Relu_119)H©•§¹ß‡ÕP¸
block1/layer3/MatMul_131º•§¹ß‡Õ «(¬:+)©"¤€	GPU_0_bfc ­(0›î–ŒˆàBSblock1/layer3/MatMul_131 = MatMul(block1/layer0/Sum_100, block1/layer0/Reshape_101)H·•§¹ß‡ÕP˜
block1/layer3/Softmax_132À•§¹ß‡Õ  (!2B
	GPU_0_bfcÒÚ:ÒÚ: ©­(è©ÏÇ2À•§¹ß‡ÕÒÚ:2á•§¹ß‡Õ×Òâÿÿÿÿÿÿ:0.
¨"àª
€¬
	GPU_0_bfc “0å÷ÿÜŒàBmblock1/layer3/Softmax_132 = Softmax(block0/layer8/Relu_81, block0/layer8/Reshape_80, block1/layer2/Const_123)H½•§¹ß‡Õ»
block1/layer3/Conv2D_133Ï•§¹ß‡Õ K(L:1/	:" èé€ê	GPU_0_bfc ó(0Î—ùÅŠà:-)‘"Ä€	GPU_0_bfc ö(0óŒÇ¹àB#block1/layer3/Conv2D_133 = Conv2D()HÌ•§¹ß‡ÕP–
block1/layer3/Add_134â•§¹ß‡Õ n(oBcblock1/layer3/Add_134 = Add(block1/layer2/Relu_126, block0/layer8/Relu_87, block1/layer2/Const_123)Hß•§¹ß‡ÕP€
block1/layer3/Sum_136’–§¹ß‡Õ ˜(™BKblock1/layer3/Sum_136 = Sum(block1/layer0/Cast_104, block1/layer1/Cast_118)H–§¹ß‡ÕP¤
block1/layer3/Reshape_137ı•§¹ß‡Õ (Bmblock1/layer3/Reshape_137 = Reshape(block1/layer2/Relu_124, block1/layer1/Sum_114, block1/layer0/Reshape_102)Hú•§¹ß‡ÕP¡
block1/layer3/Conv2D_138–§¹ß‡Õ ½(¾2B
	GPU_0_bfc¼ó/¼ó/ Şù(ïâµ…2–§¹ß‡Õ¼ó/2Ü—§¹ß‡Õ¢†èÿÿÿÿÿÿ:20
«½" ü½ €¾ 	GPU_0_bfc ì(0²ÄÕàBqblock1/layer3/Conv2D_138 = Conv2D(block1/layer3/BiasAdd_130, block0/layer9/MatMul_99, block0/layer9/Softmax_93:1)H›–§¹ß‡ÕP
block1/layer3/Softmax_139®–§¹ß‡Õ º(»:1/	¹" °¥€¦	GPU_0_bfc «(0Áã’Çˆà:*&4"Ğ€	GPU_0_bfc ‡0ñÈ’äàBiblock1/layer3/Softmax_139 = Softmax(block0/layer9/Reshape_98, block0/layer9/Sum_92, block0/layer8/Add_85)H«–§¹ß‡ÕPÅ
block1/layer4/Relu_141Ğ–§¹ß‡Õ T(U2F
cuda_host_bfcÿ#ÿ# Çÿ(ûûÂ2Ğ–§¹ß‡Õÿ#2¥—§¹ß‡Õ¹€îÿÿÿÿÿÿBKblock1/layer4/Relu_141 = Relu(block1/layer0/Sum_100, block0/layer8/Relu_81)HÍ–§¹ß‡Õ‡
block1/layer4/Cast_142õ–§¹ß‡Õ (BUblock1/layer4/Cast_142 = Cast(block1/layer2/Identity_122, block1/layer2/Identity_122)Hò–§¹ß‡ÕPÕ
block1/layer4/Mul_143å–§¹ß‡Õ  (¡:,*:" è€cuda_host_bfc É0¿ù”Œà:>:q•"&˜îÕ€ğÕcuda_host_bfc Ï(0ÓÈ­‡àB2block1/layer4/Mul_143 = Mul(block0/layer8/Relu_88)Hâ–§¹ß‡ÕP¹
 block1/layer4/FusedBatchNorm_144—§¹ß‡Õ F(G2F
cuda_host_bfcÁÂ?ÁÂ?  á(£ıÿÓ2—§¹ß‡ÕÁÂ?2Ô—§¹ß‡ÕààÿÿÿÿÿÿB3block1/layer4/FusedBatchNorm_144 = FusedBatchNorm()HŠ—§¹ß‡ÕPÛ
block1/layer4/Add_146‹—§¹ß‡Õ (():;9‚¤™"$ ĞÏ€ÒÏcuda_host_bfc ¼0°ÛƒÖ†à:62
¬§""Ğá€âcuda_host_bfc ¯0›¤ƒªŠàB3block1/layer4/Add_146 = Add(block1/layer2/Relu_124)Hˆ—§¹ß‡ÕPİ
block1/layer4/BiasAdd_147‘—§¹ß‡Õ ?(@2F
cuda_host_bfc· -· - ›Ğ(÷¶âõ2‘—§¹ß‡Õ· -2Ñ—§¹ß‡Õå¯éÿÿÿÿÿÿ:42
ÈÁ"" ¾€Àcuda_host_bfc å0‘ŠÄ€à:73	Tè"$€
€‚
cuda_host_bfc Ø(0’¥ìâ‰àBoblock1/layer4/BiasAdd_147 = BiasAdd(block1/layer0/Reshape_102, block1/layer2/Const_127, block1/layer2/Relu_124)H—§¹ß‡ÕP‚
block1/layer4/Add_148–—§¹ß‡Õ ‹(ŒBMblock1/layer4/Add_148 = Add(block1/layer3/Conv2D_138, block1/layer4/Relu_141)H“—§¹ß‡ÕPœ
block1/layer4/Relu_149µ—§¹ß‡Õ ©(ª:/-½""ô€cuda_host_bfc Ù(0ÔÀÈè‰àB5block1/layer4/Relu_149 = Relu(block1/layer1/Cast_113)H²—§¹ß‡ÕP³
block1/layer5/Conv2D_151è—§¹ß‡Õ F(G:*(g"œ€	GPU_0_bfc «(0Ê õ‰àBQblock1/layer5/Conv2D_151 = Conv2D(block1/layer2/Relu_128, block1/layer1/Cast_113)Hå—§¹ß‡ÕPa
block1/layer5/Identity_152ó—§¹ß‡Õ (B'block1/layer5/Identity_152 = Identity()Hğ—§¹ß‡ÕPÀ
block1/layer5/Relu_153ø—§¹ß‡Õ (2F
cuda_host_bfcÍÿ8Íÿ8 æ¿(Ò©2ø—§¹ß‡ÕÍÿ82ú—§¹ß‡ÕšÀãÿÿÿÿÿÿ:-+İ" ô
€cuda_host_bfc ä0íœÎˆ€à:.*Ö"Ø
€cuda_host_bfc R0íàÉŸ‡àBgblock1/layer5/Relu_153 = Relu(block1/layer1/Sum_115, block0/layer9/Reshape_96, block1/layer2/Const_123)Hõ—§¹ß‡ÕP¸
block1/layer5/Reshape_154ÿ—§¹ß‡Õ ¾(¿:)'î"¸€	GPU_0_bfc †0ø—ê‰àBTblock1/layer5/Reshape_154 = Reshape(block0/layer9/Sum_97, block1/layer3/Softmax_139)Hü—§¹ß‡ÕPø
block1/layer5/Sum_156·˜§¹ß‡Õ Ä(Å2E
cuda_host_bfcÅÕ'ÅÕ' âê(°°÷I2·˜§¹ß‡ÕÅÕ'2ü™§¹ß‡Õ•ìÿÿÿÿÿÿ:/-Ã""Œ€cuda_host_bfc ’(0¦ã…¨àBKblock1/layer5/Sum_156 = Sum(block1/layer0/Cast_104, block1/layer0/Cast_104)H´˜§¹ß‡ÕPÇ
block1/layer5/Add_157»˜§¹ß‡Õ ( :+)"¼€	GPU_0_bfc €(0‰·ÿ­àBgblock1/layer5/Add_157 = Add(block1/layer4/Relu_141, block1/layer2/Const_121, block1/layer3/BiasAdd_130)H¸˜§¹ß‡ÕPß
block1/layer5/Sum_158Ó˜§¹ß‡Õ …(†:=;Ø‡â"&Àö³$€ø³$cuda_host_bfc Ğ(0Á°óĞ‡à:73		S»"$„±€²cuda_host_bfc ¡(0Şİİ‹àB2block1/layer5/Sum_158 = Sum(block1/layer5/Add_157)HĞ˜§¹ß‡ÕPˆ
block1/layer5/Add_159Ë˜§¹ß‡Õ l(m2F
cuda_host_bfcÿİÿİ ÿî(‚û‡2Ë˜§¹ß‡Õÿİ2¸™§¹ß‡Õ‘ùÿÿÿÿÿÿ:<:©”Í"%±‘C€²‘Ccuda_host_bfc z(0Íò©ƒ†àBQblock1/layer5/Add_159 = Add(block1/layer5/Reshape_154, block1/layer3/Softmax_132)HÈ˜§¹ß‡Õa
block1/layer6/Identity_161Š™§¹ß‡Õ –(—B'block1/layer6/Identity_161 = Identity()H‡™§¹ß‡ÕPê
block1/layer6/Const_162©™§¹ß‡Õ <(=2E
cuda_host_bfc×À.×À. « (·¥€D2©™§¹ß‡Õ×À.2æ™§¹ß‡ÕÕßèÿÿÿÿÿÿ:53	êD"$ €‚cuda_host_bfc ô(0À—×ª‚àB7block1/layer6/Const_162 = Const(block1/layer1/Cast_113)H¦™§¹ß‡ÕP™
block1/layer6/Cast_163¦™§¹ß‡Õ º(»:)'Á"„
€	GPU_0_bfc ’0è´ÓàB8block1/layer6/Cast_163 = Cast(block1/layer5/BiasAdd_150)H£™§¹ß‡ÕPŠ
block1/layer6/Softmax_164·™§¹ß‡Õ b(cBSblock1/layer6/Softmax_164 = Softmax(block1/layer3/Sum_136, block1/layer1/Add_116:1)H´™§¹ß‡ÕPœ
block1/layer6/Mul_166İ™§¹ß‡Õ q(r:42
ÖĞ""€ß&€à&cuda_host_bfc ¤0‰§íØ€àB3block1/layer6/Mul_166 = Mul(block1/layer2/Relu_124)HÚ™§¹ß‡ÕP½
 block1/layer6/FusedBatchNorm_167‰š§¹ß‡Õ (‘:0.
ÄÅ"Ğş1€€2	GPU_0_bfc ‚0ÓÏ›Á‹àBKblock1/layer6/FusedBatchNorm_167 = FusedBatchNorm(block1/layer0/Conv2D_108)H†š§¹ß‡ÕPŒ
block1/layer6/BiasAdd_168Œš§¹ß‡Õ (2B
	GPU_0_bfcµöµö š»(£–×‘2Œš§¹ß‡Õµö2«š§¹ß‡ÕæÄòÿÿÿÿÿÿ:0.

˜Á"àü€ş	GPU_0_bfc û0®Âìùà::6Vš„""À·ƒ€¸ƒ	GPU_0_bfc Æ(0³ÆÉàB%block1/layer6/BiasAdd_168 = BiasAdd()H‰š§¹ß‡Õ‰
block1/layer6/Add_169ªš§¹ß‡Õ Ÿ( :53	@T„" € ı€ ı	GPU_0_bfc †0µˆİƒŠàBblock1/layer6/Add_169 = Add()H§š§¹ß‡ÕP’
block1/layer7/Reshape_171ºš§¹ß‡Õ •(–2E
cuda_host_bfcÚà;Úà; ­ğ(šÖ¬2ºš§¹ß‡ÕÚà;2Ğ›§¹ß‡ÕÓâÿÿÿÿÿÿ:;9ÊË™"$ø“ Q€” Qcuda_host_bfc ²0®ô£¥àBUblock1/layer7/Reshape_171 = Reshape(block1/layer6/Cast_163, block1/layer0/Cast_107:1)H·š§¹ß‡ÕPm
block1/layer7/Relu_172óš§¹ß‡Õ Œ(B7block1/layer7/Relu_172 = Relu(block1/layer2/MatMul_120)Hğš§¹ß‡ÕP–
 block1/layer7/FusedBatchNorm_173 ›§¹ß‡Õ (:86	’+ó""ÈÙ€Ú	GPU_0_bfc (0×€„ñ†à:84¹;³" ä›©€œ©	GPU_0_bfc ™0è£˜µ€àBdblock1/layer7/FusedBatchNorm_173 = FusedBatchNorm(block1/layer0/Identity_109, block1/layer5/Add_159)H›§¹ß‡ÕPÎ
block1/layer7/Identity_174³›§¹ß‡Õ (2B
	GPU_0_bfcÉÈÉÈ ¤¤(¡’·Õ2³›§¹ß‡ÕÉÈ2·›§¹ß‡ÕÜÛğÿÿÿÿÿÿ:)'“"Ì€	GPU_0_bfc ë0¡¨ĞÂ‹àB'block1/layer7/Identity_174 = Identity()H°›§¹ß‡ÕP’
block1/layer7/Cast_176Í›§¹ß‡Õ (:=;›©‡"&”ê”*€ì”*cuda_host_bfc ½(0Äù§²àBblock1/layer7/Cast_176 = Cast()HÊ›§¹ß‡ÕP
block1/layer7/Const_177€œ§¹ß‡Õ  (¡2B
	GPU_0_bfc±–2±–2 ˜‹(‡ßÖ€2€œ§¹ß‡Õ±–22¡§¹ß‡Õèôæÿÿÿÿÿÿ:42fF¶"àÀû€Âû	GPU_0_bfc 0æ×ÒóàBlblock1/layer7/Const_177 = Const(block1/layer2/Relu_126, block1/layer2/Const_127, block1/layer6/Identity_161)Hı›§¹ß‡ÕPi
block1/layer7/Mul_178ê›§¹ß‡Õ ¨(©B4block1/layer7/Mul_178 = Mul(block1/layer2/Const_121)Hç›§¹ß‡ÕP‡
block1/layer7/Conv2D_179†œ§¹ß‡Õ ( BQblock1/layer7/Conv2D_179 = Conv2D(block1/layer4/Relu_149, block1/layer6/Cast_165)Hƒœ§¹ß‡ÕP—
block1/layer8/Const_181œ§¹ß‡Õ 2(3:)'·"Ü€	GPU_0_bfc ø0ÿé‘ÓˆàB7block1/layer8/Const_181 = Const(block1/layer4/Relu_149)H‹œ§¹ß‡ÕPq
block1/layer8/BiasAdd_182›œ§¹ß‡Õ c(dB:block1/layer8/BiasAdd_182 = BiasAdd(block1/layer5/Sum_155)H˜œ§¹ß‡ÕPš
block1/layer8/Mul_183¶œ§¹ß‡Õ ¢(£2B
	GPU_0_bfc¯Æ?¯Æ? —ã(É°2¶œ§¹ß‡Õ¯Æ?2Ù§¹ß‡Õéœàÿÿÿÿÿÿ:1/	0" €•€–	GPU_0_bfc ©(0ŒŞàİà:-)ë"¬€	GPU_0_bfc Ï(0€¯ÉÙ†àB?block1/layer8/Mul_183 = Mul(block1/layer7/FusedBatchNorm_173:1)H³œ§¹ß‡ÕPª
block1/layer8/BiasAdd_184Óœ§¹ß‡Õ h(i:64·Å" ¤Á€Â	GPU_0_bfc Ì0€ıÎïŒàB;block1/layer8/BiasAdd_184 = BiasAdd(block1/layer6/Cast_165)HĞœ§¹ß‡ÕP“
block1/layer8/Add_186çœ§¹ß‡Õ Q(R2F
cuda_host_bfcÈÂ+ÈÂ+ ¤á(êíí2çœ§¹ß‡ÕÈÂ+2¹§¹ß‡ÕÜêÿÿÿÿÿÿ:-+
ò" È€cuda_host_bfc ²0ÇÏğ…à:1-…""”€cuda_host_bfc ø(0¦îßƒàB6block1/layer8/Add_186 = Add(block1/layer2/BiasAdd_125)Häœ§¹ß‡ÕPì
block1/layer8/Reshape_187‰§¹ß‡Õ H(I:=;åô‡"&ğÎ X€Ğ Xcuda_host_bfc Š(0ÕÜÉ€à:84	
Î‡"$ˆÕ€Öcuda_host_bfc Ù(0ÔÆ–ßàB<block1/layer8/Reshape_187 = Reshape(block1/layer2/Const_127)H†§¹ß‡ÕP
 block1/layer8/FusedBatchNorm_188•§¹ß‡Õ ,(-B`block1/layer8/FusedBatchNorm_188 = FusedBatchNorm(block1/layer5/Add_159, block1/layer7/Relu_172)H’§¹ß‡ÕPŞ
block1/layer8/Reshape_189¬§¹ß‡Õ (2E
cuda_host_bfcçÍ%çÍ% óæ(Š»¸_2¬§¹ß‡ÕçÍ%2Â§¹ß‡Õ™íÿÿÿÿÿÿB`block1/layer8/Reshape_189 = Reshape(block1/layer4/FusedBatchNorm_144, block1/layer8/BiasAdd_182)H©§¹ß‡ÕPl
block1/layer9/Cast_191¯§¹ß‡Õ (B8block1/layer9/Cast_191 = Cast(block1/layer5/Reshape_154)H¬§¹ß‡ÕP
block1/layer9/Conv2D_192İ§¹ß‡Õ Å(Æ2F
cuda_host_bfcöı+öı+ ûş(«Üÿ2İ§¹ß‡Õöı+2£Ÿ§¹ß‡Õ…êÿÿÿÿÿÿ:-+Â" ˆ
€cuda_host_bfc Ö0”ñ•®„à:/+
Œ" °€cuda_host_bfc …0Ö ÖöˆàB#block1/layer9/Conv2D_192 = Conv2D()HÚ§¹ß‡Õ¨
block1/layer9/Identity_193û§¹ß‡Õ v(w:20
Â…" ¨¶€¸	GPU_0_bfc €(0½‰Ï…àB<block1/layer9/Identity_193 = Identity(block1/layer4/Add_148)Hø§¹ß‡ÕP¤
block1/layer9/Sum_194˜§¹ß‡Õ °(±::8ºh´"$€Š›€Š›cuda_host_bfc Ø0ÿ“ÕàB3block1/layer9/Sum_194 = Sum(block1/layer5/Relu_153)H•§¹ß‡ÕP˜
block1/layer9/Add_196¹§¹ß‡Õ y(z:-+ı" ô€cuda_host_bfc É0ÿÑŞ¢„àB6block1/layer9/Add_196 = Add(block1/layer3/Reshape_137)H¶§¹ß‡ÕP
block1/layer9/BiasAdd_197¯§¹ß‡Õ R(SBVblock1/layer9/BiasAdd_197 = BiasAdd(block1/layer3/Softmax_139, block1/layer4/Cast_142)H¬§¹ß‡ÕP­
block1/layer9/Identity_198®§¹ß‡Õ C(D2E
cuda_host_bfcùı!ùı! üş(ä€ù,2®§¹ß‡Õùı!2ò§¹ß‡Õ„ïÿÿÿÿÿÿ:31	i¥""´å
€æ
cuda_host_bfc È0¦ßÑÄ†àByblock1/layer9/Identity_198 = Identity(block1/layer7/Const_177, block1/layer4/FusedBatchNorm_144, block1/layer6/Const_162)H«§¹ß‡ÕP–
block1/layer9/Reshape_199Ê§¹ß‡Õ (:/-Ñ""Ä€cuda_host_bfc ˜(0şû²Œà:>:	ôƒœ"%À€’cuda_host_bfc %(0Ë–’ÇˆàBlblock1/layer9/Reshape_199 = Reshape(block1/layer7/Sum_175, block1/layer9/Sum_195, block1/layer9/BiasAdd_197)HÇ§¹ß‡ÕP
É
/device:GPU:0/stream:all]
block0/layer0/Add_1:Addñ€§¹ß‡Õ ù(úB(kernel_0 @@block0/layer0/Add_1:Add#id=1#Hî€§¹ß‡Õm
block0/layer0/Reshape_4:ReshapeÖ§¹ß‡Õ  (¡B0kernel_2 @@block0/layer0/Reshape_4:Reshape#id=4#HÓ§¹ß‡Õm
block0/layer0/Reshape_4:Reshapeß§¹ß‡Õ Ÿ( B0kernel_1 @@block0/layer0/Reshape_4:Reshape#id=4#HÜ§¹ß‡Õ]
block0/layer0/Mul_6:Muló§¹ß‡Õ “(”B(kernel_3 @@block0/layer0/Mul_6:Mul#id=6#Hğ§¹ß‡Õm
block0/layer0/Softmax_7:Softmaxö‚§¹ß‡Õ Ø(ÙB0kernel_0 @@block0/layer0/Softmax_7:Softmax#id=7#Hó‚§¹ß‡Õg
block0/layer0/MatMul_8:MatMul‚§¹ß‡Õ N(OB.kernel_6 @@block0/layer0/MatMul_8:MatMul#id=8#HŠ‚§¹ß‡ÕA
block0/layer0/MatMul_8:MatMul“‚§¹ß‡Õ 4(5Bkernel_0H‚§¹ß‡ÕS
-block0/layer0/FusedBatchNorm_9:FusedBatchNorm¤ƒ§¹ß‡Õ ›(œBkernel_0H¡ƒ§¹ß‡Õ‰
-block0/layer0/FusedBatchNorm_9:FusedBatchNorm¯ƒ§¹ß‡Õ ‡(ˆB>kernel_3 @@block0/layer0/FusedBatchNorm_9:FusedBatchNorm#id=9#H¬ƒ§¹ß‡Õp
 block0/layer1/BiasAdd_11:BiasAdd°ƒ§¹ß‡Õ Ç(ÈB2kernel_0 @@block0/layer1/BiasAdd_11:BiasAdd#id=11#H­ƒ§¹ß‡Õp
 block0/layer1/Softmax_12:Softmax¸ƒ§¹ß‡Õ õ(öB2kernel_3 @@block0/layer1/Softmax_12:Softmax#id=12#Hµƒ§¹ß‡Õp
 block0/layer1/BiasAdd_13:BiasAddøƒ§¹ß‡Õ ÷(øB2kernel_7 @@block0/layer1/BiasAdd_13:BiasAdd#id=13#Hõƒ§¹ß‡Õl
block0/layer1/MatMul_14:MatMulş‚§¹ß‡Õ ˆ(‰B0kernel_6 @@block0/layer1/MatMul_14:MatMul#id=14#Hû‚§¹ß‡Õj
block0/layer1/MatMul_14:MatMulö‚§¹ß‡Õ p(qB0kernel_3 @@block0/layer1/MatMul_14:MatMul#id=14#Hó‚§¹ß‡ÕŠ
.block0/layer1/FusedBatchNorm_17:FusedBatchNormìƒ§¹ß‡Õ a(bB@kernel_2 @@block0/layer1/FusedBatchNorm_17:FusedBatchNorm#id=17#Héƒ§¹ß‡Õ>
block0/layer1/Mul_18:Mulé„§¹ß‡Õ Í(ÎBkernel_3Hæ„§¹ß‡Õ^
block0/layer1/Sum_19:Sumèƒ§¹ß‡Õ j(kB*kernel_1 @@block0/layer1/Sum_19:Sum#id=19#Håƒ§¹ß‡Õd
block0/layer2/Cast_22:Castˆ„§¹ß‡Õ ’(“B,kernel_0 @@block0/layer2/Cast_22:Cast#id=22#H…„§¹ß‡Õ>
block0/layer2/Relu_27:Reluœ…§¹ß‡Õ 	(
Bkernel_7H™…§¹ß‡Õd
block0/layer2/Relu_27:Relu‘…§¹ß‡Õ Î(ÏB,kernel_8 @@block0/layer2/Relu_27:Relu#id=27#H…§¹ß‡Õd
block0/layer2/Cast_28:Cast–†§¹ß‡Õ œ(B,kernel_6 @@block0/layer2/Cast_28:Cast#id=28#H“†§¹ß‡Õb
block0/layer2/Cast_28:Cast•†§¹ß‡Õ ;(<B,kernel_1 @@block0/layer2/Cast_28:Cast#id=28#H’†§¹ß‡ÕD
block0/layer2/Conv2D_29:Conv2Dğ…§¹ß‡Õ ˆ(‰Bkernel_0Hí…§¹ß‡Õ>
block0/layer3/Mul_33:Mulâ…§¹ß‡Õ ¦(§Bkernel_1Hß…§¹ß‡Õ<
block0/layer3/Mul_33:Mulú…§¹ß‡Õ U(VBkernel_6H÷…§¹ß‡ÕŠ
.block0/layer3/FusedBatchNorm_34:FusedBatchNorm±†§¹ß‡Õ A(BB@kernel_6 @@block0/layer3/FusedBatchNorm_34:FusedBatchNorm#id=34#H®†§¹ß‡Õ`
block0/layer3/Mul_36:Mulş‡§¹ß‡Õ ©(ªB*kernel_5 @@block0/layer3/Mul_36:Mul#id=36#Hû‡§¹ß‡Õ^
block0/layer3/Mul_36:Mulğ‡§¹ß‡Õ !("B*kernel_5 @@block0/layer3/Mul_36:Mul#id=36#Hí‡§¹ß‡Õl
block0/layer3/MatMul_37:MatMul ‡§¹ß‡Õ ¿(ÀB0kernel_0 @@block0/layer3/MatMul_37:MatMul#id=37#H‡§¹ß‡Õj
block0/layer3/MatMul_37:MatMul¥‡§¹ß‡Õ *(+B0kernel_8 @@block0/layer3/MatMul_37:MatMul#id=37#H¢‡§¹ß‡ÕŠ
.block0/layer3/FusedBatchNorm_38:FusedBatchNormñ†§¹ß‡Õ V(WB@kernel_2 @@block0/layer3/FusedBatchNorm_38:FusedBatchNorm#id=38#Hî†§¹ß‡Õn
 block0/layer3/Softmax_39:Softmax¡‡§¹ß‡Õ P(QB2kernel_8 @@block0/layer3/Softmax_39:Softmax#id=39#H‡§¹ß‡Õj
block0/layer4/MatMul_41:MatMulû‡§¹ß‡Õ \(]B0kernel_0 @@block0/layer4/MatMul_41:MatMul#id=41#Hø‡§¹ß‡Õb
block0/layer4/Relu_42:Reluİˆ§¹ß‡Õ j(kB,kernel_1 @@block0/layer4/Relu_42:Relu#id=42#HÚˆ§¹ß‡Õj
block0/layer4/MatMul_43:MatMulÑˆ§¹ß‡Õ '((B0kernel_4 @@block0/layer4/MatMul_43:MatMul#id=43#HÎˆ§¹ß‡ÕD
block0/layer4/MatMul_43:MatMul¸ˆ§¹ß‡Õ µ(¶Bkernel_5Hµˆ§¹ß‡Õl
block0/layer4/Conv2D_44:Conv2D¤‰§¹ß‡Õ İ(ŞB0kernel_5 @@block0/layer4/Conv2D_44:Conv2D#id=44#H¡‰§¹ß‡ÕD
block0/layer4/Conv2D_47:Conv2D¡ˆ§¹ß‡Õ Ù(ÚBkernel_6Hˆ§¹ß‡Õp
 block0/layer4/BiasAdd_49:BiasAddò‰§¹ß‡Õ (B2kernel_0 @@block0/layer4/BiasAdd_49:BiasAdd#id=49#Hï‰§¹ß‡ÕF
"block0/layer5/Identity_52:Identity‚Š§¹ß‡Õ R(SBkernel_7Hÿ‰§¹ß‡Õd
block0/layer5/Relu_53:Relu¯‰§¹ß‡Õ ª(«B,kernel_0 @@block0/layer5/Relu_53:Relu#id=53#H¬‰§¹ß‡Õl
block0/layer5/MatMul_54:MatMulò‰§¹ß‡Õ ğ(ñB0kernel_3 @@block0/layer5/MatMul_54:MatMul#id=54#Hï‰§¹ß‡Õ<
block0/layer5/Mul_56:MulÔ‰§¹ß‡Õ u(vBkernel_7HÑ‰§¹ß‡Õ<
block0/layer5/Add_57:AddçŠ§¹ß‡Õ ^(_Bkernel_1HäŠ§¹ß‡Õ<
block0/layer5/Add_57:AddòŠ§¹ß‡Õ S(TBkernel_4HïŠ§¹ß‡ÕŒ
.block0/layer5/FusedBatchNorm_58:FusedBatchNormŠ§¹ß‡Õ (‚B@kernel_7 @@block0/layer5/FusedBatchNorm_58:FusedBatchNorm#id=58#HŒŠ§¹ß‡ÕŠ
.block0/layer5/FusedBatchNorm_58:FusedBatchNormŸŠ§¹ß‡Õ (B@kernel_1 @@block0/layer5/FusedBatchNorm_58:FusedBatchNorm#id=58#HœŠ§¹ß‡Õn
 block0/layer6/Reshape_61:Reshape²‹§¹ß‡Õ b(cB2kernel_4 @@block0/layer6/Reshape_61:Reshape#id=61#H¯‹§¹ß‡Õj
block0/layer6/Conv2D_62:Conv2Dî‹§¹ß‡Õ Y(ZB0kernel_6 @@block0/layer6/Conv2D_62:Conv2D#id=62#Hë‹§¹ß‡ÕD
block0/layer6/Conv2D_62:Conv2DÇ‹§¹ß‡Õ ­(®Bkernel_3HÄ‹§¹ß‡ÕŠ
.block0/layer6/FusedBatchNorm_63:FusedBatchNorm‹§¹ß‡Õ 6(7B@kernel_0 @@block0/layer6/FusedBatchNorm_63:FusedBatchNorm#id=63#HşŠ§¹ß‡Õf
block0/layer6/Const_68:Constİ‹§¹ß‡Õ /(0B.kernel_3 @@block0/layer6/Const_68:Const#id=68#HÚ‹§¹ß‡Õh
block0/layer6/Const_68:Constù‹§¹ß‡Õ Ï(ĞB.kernel_1 @@block0/layer6/Const_68:Const#id=68#Hö‹§¹ß‡Õ^
block0/layer6/Add_69:AddÓŒ§¹ß‡Õ C(DB*kernel_5 @@block0/layer6/Add_69:Add#id=69#HĞŒ§¹ß‡Õ^
block0/layer6/Add_69:AddÎŒ§¹ß‡Õ <(=B*kernel_7 @@block0/layer6/Add_69:Add#id=69#HËŒ§¹ß‡Õn
 block0/layer7/Softmax_71:Softmax¨§¹ß‡Õ S(TB2kernel_6 @@block0/layer7/Softmax_71:Softmax#id=71#H¥§¹ß‡Õn
 block0/layer7/Reshape_72:Reshape¼Œ§¹ß‡Õ (B2kernel_8 @@block0/layer7/Reshape_72:Reshape#id=72#H¹Œ§¹ß‡Õp
 block0/layer7/Reshape_73:ReshapeïŒ§¹ß‡Õ ‹(ŒB2kernel_2 @@block0/layer7/Reshape_73:Reshape#id=73#HìŒ§¹ß‡Õn
 block0/layer7/Reshape_73:Reshape×Œ§¹ß‡Õ 5(6B2kernel_8 @@block0/layer7/Reshape_73:Reshape#id=73#HÔŒ§¹ß‡Õd
block0/layer7/Cast_74:CastöŒ§¹ß‡Õ ’(“B,kernel_2 @@block0/layer7/Cast_74:Cast#id=74#HóŒ§¹ß‡Õd
block0/layer7/Cast_74:CastãŒ§¹ß‡Õ è(éB,kernel_0 @@block0/layer7/Cast_74:Cast#id=74#HàŒ§¹ß‡Õ`
block0/layer7/Add_76:Addş§¹ß‡Õ ß(àB*kernel_8 @@block0/layer7/Add_76:Add#id=76#Hû§¹ß‡Õ>
block0/layer7/Add_76:Addû§¹ß‡Õ ø(ùBkernel_0Hø§¹ß‡Õh
block0/layer7/Const_77:ConstÒ§¹ß‡Õ (B.kernel_5 @@block0/layer7/Const_77:Const#id=77#HÏ§¹ß‡Õl
block0/layer7/Conv2D_78:Conv2DÿŒ§¹ß‡Õ €(B0kernel_8 @@block0/layer7/Conv2D_78:Conv2D#id=78#HüŒ§¹ß‡Õl
block0/layer7/Conv2D_78:Conv2D§¹ß‡Õ Ñ(ÒB0kernel_7 @@block0/layer7/Conv2D_78:Conv2D#id=78#H‹§¹ß‡Õd
block0/layer8/Relu_81:Reluº§¹ß‡Õ ê(ëB,kernel_8 @@block0/layer8/Relu_81:Relu#id=81#H·§¹ß‡ÕB
block0/layer8/Const_82:Constó§¹ß‡Õ (Bkernel_5Hğ§¹ß‡Õl
block0/layer8/Conv2D_83:Conv2D™§¹ß‡Õ Ë(ÌB0kernel_4 @@block0/layer8/Conv2D_83:Conv2D#id=83#H–§¹ß‡Õl
block0/layer8/Conv2D_83:Conv2D²§¹ß‡Õ ¹(ºB0kernel_2 @@block0/layer8/Conv2D_83:Conv2D#id=83#H¯§¹ß‡Õj
block0/layer8/Conv2D_84:Conv2D¼§¹ß‡Õ y(zB0kernel_5 @@block0/layer8/Conv2D_84:Conv2D#id=84#H¹§¹ß‡Õ`
block0/layer8/Sum_86:Sum§¹ß‡Õ Ù(ÚB*kernel_7 @@block0/layer8/Sum_86:Sum#id=86#Hş§¹ß‡Õ`
block0/layer8/Sum_86:Sum™§¹ß‡Õ ö(÷B*kernel_8 @@block0/layer8/Sum_86:Sum#id=86#H–§¹ß‡Õd
block0/layer8/Relu_87:Relu®§¹ß‡Õ ’(“B,kernel_8 @@block0/layer8/Relu_87:Relu#id=87#H«§¹ß‡Õb
block0/layer8/Relu_87:Relu£§¹ß‡Õ (B,kernel_8 @@block0/layer8/Relu_87:Relu#id=87#H §¹ß‡Õj
block0/layer8/MatMul_89:MatMulˆ§¹ß‡Õ a(bB0kernel_8 @@block0/layer8/MatMul_89:MatMul#id=89#H…§¹ß‡Õl
block0/layer8/MatMul_89:MatMulù§¹ß‡Õ ±(²B0kernel_4 @@block0/layer8/MatMul_89:MatMul#id=89#Hö§¹ß‡Õ^
block0/layer9/Sum_92:Sum§§¹ß‡Õ ;(<B*kernel_6 @@block0/layer9/Sum_92:Sum#id=92#H¤§¹ß‡Õ`
block0/layer9/Sum_92:Sum§¹ß‡Õ á(âB*kernel_3 @@block0/layer9/Sum_92:Sum#id=92#Hš§¹ß‡Õp
 block0/layer9/Softmax_93:Softmaxë§¹ß‡Õ ë(ìB2kernel_5 @@block0/layer9/Softmax_93:Softmax#id=93#Hè§¹ß‡Õn
 block0/layer9/Softmax_94:Softmax¥§¹ß‡Õ (B2kernel_0 @@block0/layer9/Softmax_94:Softmax#id=94#H¢§¹ß‡Õp
 block0/layer9/Reshape_96:Reshape×§¹ß‡Õ (B2kernel_1 @@block0/layer9/Reshape_96:Reshape#id=96#HÔ§¹ß‡Õ<
block0/layer9/Sum_97:SumÌ§¹ß‡Õ )(*Bkernel_2HÉ§¹ß‡Õp
 block0/layer9/Reshape_98:Reshapeò§¹ß‡Õ »(¼B2kernel_8 @@block0/layer9/Reshape_98:Reshape#id=98#Hï§¹ß‡Õn
 block0/layer9/Reshape_98:ReshapeÎ§¹ß‡Õ [(\B2kernel_4 @@block0/layer9/Reshape_98:Reshape#id=98#HË§¹ß‡Õq
!block1/layer0/Reshape_103:ReshapeÔ§¹ß‡Õ (B4kernel_8 @@block1/layer0/Reshape_103:Reshape#id=103#HÑ§¹ß‡Õs
!block1/layer0/Reshape_103:ReshapeĞ§¹ß‡Õ İ(ŞB4kernel_3 @@block1/layer0/Reshape_103:Reshape#id=103#HÍ§¹ß‡Õg
block1/layer0/Cast_107:CastÑ‘§¹ß‡Õ Ğ(ÑB.kernel_0 @@block1/layer0/Cast_107:Cast#id=107#HÎ‘§¹ß‡Õu
#block1/layer0/Identity_109:IdentityŠ“§¹ß‡Õ 7(8B6kernel_0 @@block1/layer0/Identity_109:Identity#id=109#H‡“§¹ß‡Õ
/block1/layer1/FusedBatchNorm_112:FusedBatchNormß“§¹ß‡Õ ”(•BBkernel_1 @@block1/layer1/FusedBatchNorm_112:FusedBatchNorm#id=112#HÜ“§¹ß‡ÕS
/block1/layer1/FusedBatchNorm_112:FusedBatchNormÑ“§¹ß‡Õ H(IBkernel_4HÎ“§¹ß‡Õ?
block1/layer1/Cast_113:Cast×’§¹ß‡Õ k(lBkernel_4HÔ’§¹ß‡Õc
block1/layer1/Sum_114:Sum¢“§¹ß‡Õ ‹(ŒB,kernel_5 @@block1/layer1/Sum_114:Sum#id=114#HŸ“§¹ß‡Õu
#block1/layer1/Identity_117:IdentityË“§¹ß‡Õ >(?B6kernel_2 @@block1/layer1/Identity_117:Identity#id=117#HÈ“§¹ß‡ÕG
#block1/layer1/Identity_117:Identity×“§¹ß‡Õ R(SBkernel_7HÔ“§¹ß‡Õ?
block1/layer1/Cast_118:Castì”§¹ß‡Õ f(gBkernel_5Hé”§¹ß‡Õe
block1/layer1/Cast_118:Castè”§¹ß‡Õ (B.kernel_2 @@block1/layer1/Cast_118:Cast#id=118#Hå”§¹ß‡Õg
block1/layer1/Relu_119:Relu”§¹ß‡Õ ƒ(„B.kernel_3 @@block1/layer1/Relu_119:Relu#id=119#HŠ”§¹ß‡Õe
block1/layer1/Relu_119:Relu§”§¹ß‡Õ :(;B.kernel_7 @@block1/layer1/Relu_119:Relu#id=119#H¤”§¹ß‡ÕC
block1/layer2/Const_121:Const’”§¹ß‡Õ ´(µBkernel_5H”§¹ß‡Õi
block1/layer2/Const_123:Constó”§¹ß‡Õ (B0kernel_0 @@block1/layer2/Const_123:Const#id=123#Hğ”§¹ß‡ÕA
block1/layer2/Relu_126:Reluá•§¹ß‡Õ “(”Bkernel_8HŞ•§¹ß‡ÕA
block1/layer2/Relu_126:ReluÏ•§¹ß‡Õ À(ÁBkernel_0HÌ•§¹ß‡Õk
block1/layer2/Const_127:Const–•§¹ß‡Õ ‚(ƒB0kernel_3 @@block1/layer2/Const_127:Const#id=127#H“•§¹ß‡Õi
block1/layer2/Const_127:Const¹•§¹ß‡Õ M(NB0kernel_4 @@block1/layer2/Const_127:Const#id=127#H¶•§¹ß‡Õg
block1/layer2/Relu_128:Reluó•§¹ß‡Õ Õ(ÖB.kernel_1 @@block1/layer2/Relu_128:Relu#id=128#Hğ•§¹ß‡Õe
block1/layer2/Relu_128:ReluÍ•§¹ß‡Õ Z([B.kernel_8 @@block1/layer2/Relu_128:Relu#id=128#HÊ•§¹ß‡Õi
block1/layer2/Const_129:ConstÕ•§¹ß‡Õ k(lB0kernel_2 @@block1/layer2/Const_129:Const#id=129#HÒ•§¹ß‡Õi
block1/layer2/Const_129:Constã•§¹ß‡Õ 
(B0kernel_3 @@block1/layer2/Const_129:Const#id=129#Hà•§¹ß‡Õm
block1/layer3/MatMul_131:MatMul‡—§¹ß‡Õ s(tB2kernel_5 @@block1/layer3/MatMul_131:MatMul#id=131#H„—§¹ß‡Õs
!block1/layer3/Softmax_132:Softmaxæ•§¹ß‡Õ ”(•B4kernel_6 @@block1/layer3/Softmax_132:Softmax#id=132#Hã•§¹ß‡Õq
!block1/layer3/Softmax_132:Softmaxû•§¹ß‡Õ u(vB4kernel_2 @@block1/layer3/Softmax_132:Softmax#id=132#Hø•§¹ß‡Õ=
block1/layer3/Sum_136:SumÇ—§¹ß‡Õ (Bkernel_6HÄ—§¹ß‡Õc
block1/layer3/Sum_136:SumÛ—§¹ß‡Õ ï(ğB,kernel_6 @@block1/layer3/Sum_136:Sum#id=136#HØ—§¹ß‡ÕE
!block1/layer3/Reshape_137:ReshapeŠ–§¹ß‡Õ P(QBkernel_1H‡–§¹ß‡ÕG
!block1/layer3/Reshape_137:Reshape¦–§¹ß‡Õ ç(èBkernel_2H£–§¹ß‡Õq
!block1/layer3/Softmax_139:Softmaxö—§¹ß‡Õ D(EB4kernel_5 @@block1/layer3/Softmax_139:Softmax#id=139#Hó—§¹ß‡Õq
!block1/layer3/Softmax_139:SoftmaxŠ˜§¹ß‡Õ 4(5B4kernel_3 @@block1/layer3/Softmax_139:Softmax#id=139#H‡˜§¹ß‡Õ
/block1/layer4/FusedBatchNorm_144:FusedBatchNormğ—§¹ß‡Õ ;(<BBkernel_8 @@block1/layer4/FusedBatchNorm_144:FusedBatchNorm#id=144#Hí—§¹ß‡Õ
/block1/layer4/FusedBatchNorm_144:FusedBatchNorm„˜§¹ß‡Õ ¾(¿BBkernel_8 @@block1/layer4/FusedBatchNorm_144:FusedBatchNorm#id=144#H˜§¹ß‡Õc
block1/layer4/Add_148:Add¨˜§¹ß‡Õ –(—B,kernel_5 @@block1/layer4/Add_148:Add#id=148#H¥˜§¹ß‡Õa
block1/layer4/Add_148:Add¨˜§¹ß‡Õ 6(7B,kernel_8 @@block1/layer4/Add_148:Add#id=148#H¥˜§¹ß‡Õu
#block1/layer5/Identity_152:Identity‰™§¹ß‡Õ O(PB6kernel_8 @@block1/layer5/Identity_152:Identity#id=152#H†™§¹ß‡Õu
#block1/layer5/Identity_152:Identity™§¹ß‡Õ (B6kernel_1 @@block1/layer5/Identity_152:Identity#id=152#HŒ™§¹ß‡Õe
block1/layer5/Relu_153:Relu•˜§¹ß‡Õ 
(B.kernel_1 @@block1/layer5/Relu_153:Relu#id=153#H’˜§¹ß‡Õq
!block1/layer5/Reshape_154:ReshapeÉ™§¹ß‡Õ (B4kernel_0 @@block1/layer5/Reshape_154:Reshape#id=154#HÆ™§¹ß‡Õa
block1/layer5/Add_157:Addï˜§¹ß‡Õ (B,kernel_5 @@block1/layer5/Add_157:Add#id=157#Hì˜§¹ß‡Õc
block1/layer5/Sum_158:Sumß™§¹ß‡Õ Ç(ÈB,kernel_7 @@block1/layer5/Sum_158:Sum#id=158#HÜ™§¹ß‡Õw
#block1/layer6/Identity_161:Identity·š§¹ß‡Õ å(æB6kernel_8 @@block1/layer6/Identity_161:Identity#id=161#H´š§¹ß‡Õk
block1/layer6/Const_162:Constô™§¹ß‡Õ (ŸB0kernel_7 @@block1/layer6/Const_162:Const#id=162#Hñ™§¹ß‡Õq
!block1/layer6/Softmax_164:Softmax¯š§¹ß‡Õ Z([B4kernel_6 @@block1/layer6/Softmax_164:Softmax#id=164#H¬š§¹ß‡Õs
!block1/layer6/Softmax_164:Softmax·š§¹ß‡Õ î(ïB4kernel_8 @@block1/layer6/Softmax_164:Softmax#id=164#H´š§¹ß‡Õ?
block1/layer6/Mul_166:Mulàš§¹ß‡Õ Å(ÆBkernel_8Hİš§¹ß‡Õ
/block1/layer6/FusedBatchNorm_167:FusedBatchNormÈ›§¹ß‡Õ (BBkernel_1 @@block1/layer6/FusedBatchNorm_167:FusedBatchNorm#id=167#HÅ›§¹ß‡Õ
/block1/layer6/FusedBatchNorm_167:FusedBatchNorm±›§¹ß‡Õ (BBkernel_3 @@block1/layer6/FusedBatchNorm_167:FusedBatchNorm#id=167#H®›§¹ß‡Õq
!block1/layer6/BiasAdd_168:BiasAddÒš§¹ß‡Õ %(&B4kernel_7 @@block1/layer6/BiasAdd_168:BiasAdd#id=168#HÏš§¹ß‡Õq
!block1/layer6/BiasAdd_168:BiasAddÓš§¹ß‡Õ (B4kernel_0 @@block1/layer6/BiasAdd_168:BiasAdd#id=168#HĞš§¹ß‡Õc
block1/layer6/Add_169:AddÕ›§¹ß‡Õ ¾(¿B,kernel_2 @@block1/layer6/Add_169:Add#id=169#HÒ›§¹ß‡ÕA
block1/layer7/Relu_172:Relušœ§¹ß‡Õ í(îBkernel_8H—œ§¹ß‡ÕA
block1/layer7/Relu_172:ReluŒœ§¹ß‡Õ ³(´Bkernel_7H‰œ§¹ß‡Õ
/block1/layer7/FusedBatchNorm_173:FusedBatchNormÛ›§¹ß‡Õ t(uBBkernel_4 @@block1/layer7/FusedBatchNorm_173:FusedBatchNorm#id=173#HØ›§¹ß‡ÕC
block1/layer7/Const_177:Const£§¹ß‡Õ Ó(ÔBkernel_0H §¹ß‡Õ?
block1/layer7/Mul_178:Mul§§¹ß‡Õ (Bkernel_6H¤§¹ß‡Õa
block1/layer7/Mul_178:Mul”§¹ß‡Õ (B,kernel_5 @@block1/layer7/Mul_178:Mul#id=178#H‘§¹ß‡Õo
block1/layer7/Conv2D_179:Conv2DÎœ§¹ß‡Õ Å(ÆB2kernel_3 @@block1/layer7/Conv2D_179:Conv2D#id=179#HËœ§¹ß‡ÕC
block1/layer8/Const_181:Constñœ§¹ß‡Õ ¢(£Bkernel_1Hîœ§¹ß‡Õi
block1/layer8/Const_181:ConstÑœ§¹ß‡Õ 8(9B0kernel_3 @@block1/layer8/Const_181:Const#id=181#HÎœ§¹ß‡ÕG
!block1/layer8/BiasAdd_182:BiasAdd§§¹ß‡Õ š(›Bkernel_3H¤§¹ß‡Õs
!block1/layer8/BiasAdd_182:BiasAdd–§¹ß‡Õ  (¡B4kernel_2 @@block1/layer8/BiasAdd_182:BiasAdd#id=182#H“§¹ß‡Õc
block1/layer8/Mul_183:Mulí§¹ß‡Õ (ŸB,kernel_1 @@block1/layer8/Mul_183:Mul#id=183#Hê§¹ß‡Õs
!block1/layer8/BiasAdd_184:BiasAddØ§¹ß‡Õ €(B4kernel_7 @@block1/layer8/BiasAdd_184:BiasAdd#id=184#HÕ§¹ß‡Õc
block1/layer8/Add_186:AddØ§¹ß‡Õ ´(µB,kernel_2 @@block1/layer8/Add_186:Add#id=186#HÕ§¹ß‡ÕG
!block1/layer8/Reshape_187:Reshapeı§¹ß‡Õ §(¨Bkernel_2Hú§¹ß‡Õ
/block1/layer8/FusedBatchNorm_188:FusedBatchNormÄ§¹ß‡Õ (BBkernel_5 @@block1/layer8/FusedBatchNorm_188:FusedBatchNorm#id=188#HÁ§¹ß‡ÕA
block1/layer9/Cast_191:CastÛ§¹ß‡Õ (Bkernel_3HØ§¹ß‡Õg
block1/layer9/Cast_191:CastÕ§¹ß‡Õ Ë(ÌB.kernel_7 @@block1/layer9/Cast_191:Cast#id=191#HÒ§¹ß‡Õu
#block1/layer9/Identity_193:Identity”Ÿ§¹ß‡Õ (B6kernel_4 @@block1/layer9/Identity_193:Identity#id=193#H‘Ÿ§¹ß‡Õ?
block1/layer9/Sum_194:SumåŸ§¹ß‡Õ (ŸBkernel_0HâŸ§¹ß‡Õ?
block1/layer9/Sum_194:Sum÷Ÿ§¹ß‡Õ Ï(ĞBkernel_0HôŸ§¹ß‡Õs
!block1/layer9/BiasAdd_197:BiasAdd¯Ÿ§¹ß‡Õ ã(äB4kernel_2 @@block1/layer9/BiasAdd_197:BiasAdd#id=197#H¬Ÿ§¹ß‡Õq
!block1/layer9/BiasAdd_197:BiasAdd¯Ÿ§¹ß‡Õ (B4kernel_3 @@block1/layer9/BiasAdd_197:BiasAdd#id=197#H¬Ÿ§¹ß‡Õu
#block1/layer9/Identity_198:Identity‰Ÿ§¹ß‡Õ :(;B6kernel_6 @@block1/layer9/Identity_198:Identity#id=198#H†Ÿ§¹ß‡Õw
#block1/layer9/Identity_198:Identity Ÿ§¹ß‡Õ ş(ÿB6kernel_2 @@block1/layer9/Identity_198:Identity#id=198#HŸ§¹ß‡Õ
±D
/device:GPU:0/stream:14]
block0/layer0/Add_1:Addñ€§¹ß‡Õ ù(úB(kernel_0 @@block0/layer0/Add_1:Add#id=1#Hî€§¹ß‡Õm
block0/layer0/Reshape_4:Reshapeß§¹ß‡Õ Ÿ( B0kernel_1 @@block0/layer0/Reshape_4:Reshape#id=4#HÜ§¹ß‡Õ]
block0/layer0/Mul_6:Muló§¹ß‡Õ “(”B(kernel_3 @@block0/layer0/Mul_6:Mul#id=6#Hğ§¹ß‡Õm
block0/layer0/Softmax_7:Softmaxö‚§¹ß‡Õ Ø(ÙB0kernel_0 @@block0/layer0/Softmax_7:Softmax#id=7#Hó‚§¹ß‡ÕA
block0/layer0/MatMul_8:MatMul“‚§¹ß‡Õ 4(5Bkernel_0H‚§¹ß‡Õp
 block0/layer1/Softmax_12:Softmax¸ƒ§¹ß‡Õ õ(öB2kernel_3 @@block0/layer1/Softmax_12:Softmax#id=12#Hµƒ§¹ß‡Õl
block0/layer1/MatMul_14:MatMulş‚§¹ß‡Õ ˆ(‰B0kernel_6 @@block0/layer1/MatMul_14:MatMul#id=14#Hû‚§¹ß‡Õd
block0/layer2/Cast_28:Cast–†§¹ß‡Õ œ(B,kernel_6 @@block0/layer2/Cast_28:Cast#id=28#H“†§¹ß‡Õ<
block0/layer3/Mul_33:Mulú…§¹ß‡Õ U(VBkernel_6H÷…§¹ß‡ÕŠ
.block0/layer3/FusedBatchNorm_34:FusedBatchNorm±†§¹ß‡Õ A(BB@kernel_6 @@block0/layer3/FusedBatchNorm_34:FusedBatchNorm#id=34#H®†§¹ß‡Õj
block0/layer3/MatMul_37:MatMul¥‡§¹ß‡Õ *(+B0kernel_8 @@block0/layer3/MatMul_37:MatMul#id=37#H¢‡§¹ß‡ÕŠ
.block0/layer3/FusedBatchNorm_38:FusedBatchNormñ†§¹ß‡Õ V(WB@kernel_2 @@block0/layer3/FusedBatchNorm_38:FusedBatchNorm#id=38#Hî†§¹ß‡Õn
 block0/layer3/Softmax_39:Softmax¡‡§¹ß‡Õ P(QB2kernel_8 @@block0/layer3/Softmax_39:Softmax#id=39#H‡§¹ß‡ÕD
block0/layer4/MatMul_43:MatMul¸ˆ§¹ß‡Õ µ(¶Bkernel_5Hµˆ§¹ß‡ÕD
block0/layer4/Conv2D_47:Conv2D¡ˆ§¹ß‡Õ Ù(ÚBkernel_6Hˆ§¹ß‡Õp
 block0/layer4/BiasAdd_49:BiasAddò‰§¹ß‡Õ (B2kernel_0 @@block0/layer4/BiasAdd_49:BiasAdd#id=49#Hï‰§¹ß‡ÕF
"block0/layer5/Identity_52:Identity‚Š§¹ß‡Õ R(SBkernel_7Hÿ‰§¹ß‡Õd
block0/layer5/Relu_53:Relu¯‰§¹ß‡Õ ª(«B,kernel_0 @@block0/layer5/Relu_53:Relu#id=53#H¬‰§¹ß‡Õ<
block0/layer5/Add_57:AddòŠ§¹ß‡Õ S(TBkernel_4HïŠ§¹ß‡ÕŠ
.block0/layer5/FusedBatchNorm_58:FusedBatchNormŸŠ§¹ß‡Õ (B@kernel_1 @@block0/layer5/FusedBatchNorm_58:FusedBatchNorm#id=58#HœŠ§¹ß‡Õn
 block0/layer6/Reshape_61:Reshape²‹§¹ß‡Õ b(cB2kernel_4 @@block0/layer6/Reshape_61:Reshape#id=61#H¯‹§¹ß‡Õj
block0/layer6/Conv2D_62:Conv2Dî‹§¹ß‡Õ Y(ZB0kernel_6 @@block0/layer6/Conv2D_62:Conv2D#id=62#Hë‹§¹ß‡ÕŠ
.block0/layer6/FusedBatchNorm_63:FusedBatchNorm‹§¹ß‡Õ 6(7B@kernel_0 @@block0/layer6/FusedBatchNorm_63:FusedBatchNorm#id=63#HşŠ§¹ß‡Õf
block0/layer6/Const_68:Constİ‹§¹ß‡Õ /(0B.kernel_3 @@block0/layer6/Const_68:Const#id=68#HÚ‹§¹ß‡Õh
block0/layer6/Const_68:Constù‹§¹ß‡Õ Ï(ĞB.kernel_1 @@block0/layer6/Const_68:Const#id=68#Hö‹§¹ß‡Õ^
block0/layer6/Add_69:AddÓŒ§¹ß‡Õ C(DB*kernel_5 @@block0/layer6/Add_69:Add#id=69#HĞŒ§¹ß‡Õn
 block0/layer7/Reshape_72:Reshape¼Œ§¹ß‡Õ (B2kernel_8 @@block0/layer7/Reshape_72:Reshape#id=72#H¹Œ§¹ß‡Õp
 block0/layer7/Reshape_73:ReshapeïŒ§¹ß‡Õ ‹(ŒB2kernel_2 @@block0/layer7/Reshape_73:Reshape#id=73#HìŒ§¹ß‡Õd
block0/layer7/Cast_74:CastöŒ§¹ß‡Õ ’(“B,kernel_2 @@block0/layer7/Cast_74:Cast#id=74#HóŒ§¹ß‡Õ`
block0/layer7/Add_76:Addş§¹ß‡Õ ß(àB*kernel_8 @@block0/layer7/Add_76:Add#id=76#Hû§¹ß‡Õh
block0/layer7/Const_77:ConstÒ§¹ß‡Õ (B.kernel_5 @@block0/layer7/Const_77:Const#id=77#HÏ§¹ß‡Õl
block0/layer7/Conv2D_78:Conv2DÿŒ§¹ß‡Õ €(B0kernel_8 @@block0/layer7/Conv2D_78:Conv2D#id=78#HüŒ§¹ß‡Õd
block0/layer8/Relu_81:Reluº§¹ß‡Õ ê(ëB,kernel_8 @@block0/layer8/Relu_81:Relu#id=81#H·§¹ß‡Õl
block0/layer8/Conv2D_83:Conv2D™§¹ß‡Õ Ë(ÌB0kernel_4 @@block0/layer8/Conv2D_83:Conv2D#id=83#H–§¹ß‡Õj
block0/layer8/Conv2D_84:Conv2D¼§¹ß‡Õ y(zB0kernel_5 @@block0/layer8/Conv2D_84:Conv2D#id=84#H¹§¹ß‡Õ`
block0/layer8/Sum_86:Sum§¹ß‡Õ Ù(ÚB*kernel_7 @@block0/layer8/Sum_86:Sum#id=86#Hş§¹ß‡Õd
block0/layer8/Relu_87:Relu®§¹ß‡Õ ’(“B,kernel_8 @@block0/layer8/Relu_87:Relu#id=87#H«§¹ß‡Õb
block0/layer8/Relu_87:Relu£§¹ß‡Õ (B,kernel_8 @@block0/layer8/Relu_87:Relu#id=87#H §¹ß‡Õj
block0/layer8/MatMul_89:MatMulˆ§¹ß‡Õ a(bB0kernel_8 @@block0/layer8/MatMul_89:MatMul#id=89#H…§¹ß‡Õ`
block0/layer9/Sum_92:Sum§¹ß‡Õ á(âB*kernel_3 @@block0/layer9/Sum_92:Sum#id=92#Hš§¹ß‡Õp
 block0/layer9/Softmax_93:Softmaxë§¹ß‡Õ ë(ìB2kernel_5 @@block0/layer9/Softmax_93:Softmax#id=93#Hè§¹ß‡Õn
 block0/layer9/Softmax_94:Softmax¥§¹ß‡Õ (B2kernel_0 @@block0/layer9/Softmax_94:Softmax#id=94#H¢§¹ß‡Õp
 block0/layer9/Reshape_96:Reshape×§¹ß‡Õ (B2kernel_1 @@block0/layer9/Reshape_96:Reshape#id=96#HÔ§¹ß‡Õn
 block0/layer9/Reshape_98:ReshapeÎ§¹ß‡Õ [(\B2kernel_4 @@block0/layer9/Reshape_98:Reshape#id=98#HË§¹ß‡Õq
!block1/layer0/Reshape_103:ReshapeÔ§¹ß‡Õ (B4kernel_8 @@block1/layer0/Reshape_103:Reshape#id=103#HÑ§¹ß‡Õs
!block1/layer0/Reshape_103:ReshapeĞ§¹ß‡Õ İ(ŞB4kernel_3 @@block1/layer0/Reshape_103:Reshape#id=103#HÍ§¹ß‡Õg
block1/layer0/Cast_107:CastÑ‘§¹ß‡Õ Ğ(ÑB.kernel_0 @@block1/layer0/Cast_107:Cast#id=107#HÎ‘§¹ß‡Õu
#block1/layer0/Identity_109:IdentityŠ“§¹ß‡Õ 7(8B6kernel_0 @@block1/layer0/Identity_109:Identity#id=109#H‡“§¹ß‡Õ
/block1/layer1/FusedBatchNorm_112:FusedBatchNormß“§¹ß‡Õ ”(•BBkernel_1 @@block1/layer1/FusedBatchNorm_112:FusedBatchNorm#id=112#HÜ“§¹ß‡Õ?
block1/layer1/Cast_113:Cast×’§¹ß‡Õ k(lBkernel_4HÔ’§¹ß‡ÕG
#block1/layer1/Identity_117:Identity×“§¹ß‡Õ R(SBkernel_7HÔ“§¹ß‡Õ?
block1/layer1/Cast_118:Castì”§¹ß‡Õ f(gBkernel_5Hé”§¹ß‡Õg
block1/layer1/Relu_119:Relu”§¹ß‡Õ ƒ(„B.kernel_3 @@block1/layer1/Relu_119:Relu#id=119#HŠ”§¹ß‡ÕC
block1/layer2/Const_121:Const’”§¹ß‡Õ ´(µBkernel_5H”§¹ß‡ÕA
block1/layer2/Relu_126:Reluá•§¹ß‡Õ “(”Bkernel_8HŞ•§¹ß‡ÕA
block1/layer2/Relu_126:ReluÏ•§¹ß‡Õ À(ÁBkernel_0HÌ•§¹ß‡Õi
block1/layer2/Const_127:Const¹•§¹ß‡Õ M(NB0kernel_4 @@block1/layer2/Const_127:Const#id=127#H¶•§¹ß‡Õs
!block1/layer3/Softmax_132:Softmaxæ•§¹ß‡Õ ”(•B4kernel_6 @@block1/layer3/Softmax_132:Softmax#id=132#Hã•§¹ß‡Õq
!block1/layer3/Softmax_132:Softmaxû•§¹ß‡Õ u(vB4kernel_2 @@block1/layer3/Softmax_132:Softmax#id=132#Hø•§¹ß‡Õc
block1/layer3/Sum_136:SumÛ—§¹ß‡Õ ï(ğB,kernel_6 @@block1/layer3/Sum_136:Sum#id=136#HØ—§¹ß‡ÕE
!block1/layer3/Reshape_137:ReshapeŠ–§¹ß‡Õ P(QBkernel_1H‡–§¹ß‡ÕG
!block1/layer3/Reshape_137:Reshape¦–§¹ß‡Õ ç(èBkernel_2H£–§¹ß‡Õ
/block1/layer4/FusedBatchNorm_144:FusedBatchNorm„˜§¹ß‡Õ ¾(¿BBkernel_8 @@block1/layer4/FusedBatchNorm_144:FusedBatchNorm#id=144#H˜§¹ß‡Õu
#block1/layer5/Identity_152:Identity™§¹ß‡Õ (B6kernel_1 @@block1/layer5/Identity_152:Identity#id=152#HŒ™§¹ß‡Õe
block1/layer5/Relu_153:Relu•˜§¹ß‡Õ 
(B.kernel_1 @@block1/layer5/Relu_153:Relu#id=153#H’˜§¹ß‡Õc
block1/layer5/Sum_158:Sumß™§¹ß‡Õ Ç(ÈB,kernel_7 @@block1/layer5/Sum_158:Sum#id=158#HÜ™§¹ß‡Õw
#block1/layer6/Identity_161:Identity·š§¹ß‡Õ å(æB6kernel_8 @@block1/layer6/Identity_161:Identity#id=161#H´š§¹ß‡Õk
block1/layer6/Const_162:Constô™§¹ß‡Õ (ŸB0kernel_7 @@block1/layer6/Const_162:Const#id=162#Hñ™§¹ß‡Õ
/block1/layer6/FusedBatchNorm_167:FusedBatchNorm±›§¹ß‡Õ (BBkernel_3 @@block1/layer6/FusedBatchNorm_167:FusedBatchNorm#id=167#H®›§¹ß‡Õq
!block1/layer6/BiasAdd_168:BiasAddÓš§¹ß‡Õ (B4kernel_0 @@block1/layer6/BiasAdd_168:BiasAdd#id=168#HĞš§¹ß‡Õc
block1/layer6/Add_169:AddÕ›§¹ß‡Õ ¾(¿B,kernel_2 @@block1/layer6/Add_169:Add#id=169#HÒ›§¹ß‡ÕA
block1/layer7/Relu_172:Relušœ§¹ß‡Õ í(îBkernel_8H—œ§¹ß‡ÕA
block1/layer7/Relu_172:ReluŒœ§¹ß‡Õ ³(´Bkernel_7H‰œ§¹ß‡Õ
/block1/layer7/FusedBatchNorm_173:FusedBatchNormÛ›§¹ß‡Õ t(uBBkernel_4 @@block1/layer7/FusedBatchNorm_173:FusedBatchNorm#id=173#HØ›§¹ß‡ÕC
block1/layer7/Const_177:Const£§¹ß‡Õ Ó(ÔBkernel_0H §¹ß‡Õ?
block1/layer7/Mul_178:Mul§§¹ß‡Õ (Bkernel_6H¤§¹ß‡Õa
block1/layer7/Mul_178:Mul”§¹ß‡Õ (B,kernel_5 @@block1/layer7/Mul_178:Mul#id=178#H‘§¹ß‡Õo
block1/layer7/Conv2D_179:Conv2DÎœ§¹ß‡Õ Å(ÆB2kernel_3 @@block1/layer7/Conv2D_179:Conv2D#id=179#HËœ§¹ß‡ÕC
block1/layer8/Const_181:Constñœ§¹ß‡Õ ¢(£Bkernel_1Hîœ§¹ß‡ÕG
!block1/layer8/BiasAdd_182:BiasAdd§§¹ß‡Õ š(›Bkernel_3H¤§¹ß‡Õs
!block1/layer8/BiasAdd_184:BiasAddØ§¹ß‡Õ €(B4kernel_7 @@block1/layer8/BiasAdd_184:BiasAdd#id=184#HÕ§¹ß‡Õc
block1/layer8/Add_186:AddØ§¹ß‡Õ ´(µB,kernel_2 @@block1/layer8/Add_186:Add#id=186#HÕ§¹ß‡ÕG
!block1/layer8/Reshape_187:Reshapeı§¹ß‡Õ §(¨Bkernel_2Hú§¹ß‡Õ
/block1/layer8/FusedBatchNorm_188:FusedBatchNormÄ§¹ß‡Õ (BBkernel_5 @@block1/layer8/FusedBatchNorm_188:FusedBatchNorm#id=188#HÁ§¹ß‡Õu
#block1/layer9/Identity_193:Identity”Ÿ§¹ß‡Õ (B6kernel_4 @@block1/layer9/Identity_193:Identity#id=193#H‘Ÿ§¹ß‡Õ?
block1/layer9/Sum_194:Sum÷Ÿ§¹ß‡Õ Ï(ĞBkernel_0HôŸ§¹ß‡Õ
Ï=
6/job:localhost/replica:0/task:0/device:GPU:0/stream:15m
block0/layer0/Reshape_4:ReshapeÖ§¹ß‡Õ  (¡B0kernel_2 @@block0/layer0/Reshape_4:Reshape#id=4#HÓ§¹ß‡Õg
block0/layer0/MatMul_8:MatMul‚§¹ß‡Õ N(OB.kernel_6 @@block0/layer0/MatMul_8:MatMul#id=8#HŠ‚§¹ß‡ÕS
-block0/layer0/FusedBatchNorm_9:FusedBatchNorm¤ƒ§¹ß‡Õ ›(œBkernel_0H¡ƒ§¹ß‡Õ‰
-block0/layer0/FusedBatchNorm_9:FusedBatchNorm¯ƒ§¹ß‡Õ ‡(ˆB>kernel_3 @@block0/layer0/FusedBatchNorm_9:FusedBatchNorm#id=9#H¬ƒ§¹ß‡Õp
 block0/layer1/BiasAdd_11:BiasAdd°ƒ§¹ß‡Õ Ç(ÈB2kernel_0 @@block0/layer1/BiasAdd_11:BiasAdd#id=11#H­ƒ§¹ß‡Õp
 block0/layer1/BiasAdd_13:BiasAddøƒ§¹ß‡Õ ÷(øB2kernel_7 @@block0/layer1/BiasAdd_13:BiasAdd#id=13#Hõƒ§¹ß‡Õj
block0/layer1/MatMul_14:MatMulö‚§¹ß‡Õ p(qB0kernel_3 @@block0/layer1/MatMul_14:MatMul#id=14#Hó‚§¹ß‡ÕŠ
.block0/layer1/FusedBatchNorm_17:FusedBatchNormìƒ§¹ß‡Õ a(bB@kernel_2 @@block0/layer1/FusedBatchNorm_17:FusedBatchNorm#id=17#Héƒ§¹ß‡Õ>
block0/layer1/Mul_18:Mulé„§¹ß‡Õ Í(ÎBkernel_3Hæ„§¹ß‡Õ^
block0/layer1/Sum_19:Sumèƒ§¹ß‡Õ j(kB*kernel_1 @@block0/layer1/Sum_19:Sum#id=19#Håƒ§¹ß‡Õd
block0/layer2/Cast_22:Castˆ„§¹ß‡Õ ’(“B,kernel_0 @@block0/layer2/Cast_22:Cast#id=22#H…„§¹ß‡Õ>
block0/layer2/Relu_27:Reluœ…§¹ß‡Õ 	(
Bkernel_7H™…§¹ß‡Õd
block0/layer2/Relu_27:Relu‘…§¹ß‡Õ Î(ÏB,kernel_8 @@block0/layer2/Relu_27:Relu#id=27#H…§¹ß‡Õb
block0/layer2/Cast_28:Cast•†§¹ß‡Õ ;(<B,kernel_1 @@block0/layer2/Cast_28:Cast#id=28#H’†§¹ß‡ÕD
block0/layer2/Conv2D_29:Conv2Dğ…§¹ß‡Õ ˆ(‰Bkernel_0Hí…§¹ß‡Õ>
block0/layer3/Mul_33:Mulâ…§¹ß‡Õ ¦(§Bkernel_1Hß…§¹ß‡Õ`
block0/layer3/Mul_36:Mulş‡§¹ß‡Õ ©(ªB*kernel_5 @@block0/layer3/Mul_36:Mul#id=36#Hû‡§¹ß‡Õ^
block0/layer3/Mul_36:Mulğ‡§¹ß‡Õ !("B*kernel_5 @@block0/layer3/Mul_36:Mul#id=36#Hí‡§¹ß‡Õl
block0/layer3/MatMul_37:MatMul ‡§¹ß‡Õ ¿(ÀB0kernel_0 @@block0/layer3/MatMul_37:MatMul#id=37#H‡§¹ß‡Õj
block0/layer4/MatMul_41:MatMulû‡§¹ß‡Õ \(]B0kernel_0 @@block0/layer4/MatMul_41:MatMul#id=41#Hø‡§¹ß‡Õb
block0/layer4/Relu_42:Reluİˆ§¹ß‡Õ j(kB,kernel_1 @@block0/layer4/Relu_42:Relu#id=42#HÚˆ§¹ß‡Õj
block0/layer4/MatMul_43:MatMulÑˆ§¹ß‡Õ '((B0kernel_4 @@block0/layer4/MatMul_43:MatMul#id=43#HÎˆ§¹ß‡Õl
block0/layer4/Conv2D_44:Conv2D¤‰§¹ß‡Õ İ(ŞB0kernel_5 @@block0/layer4/Conv2D_44:Conv2D#id=44#H¡‰§¹ß‡Õl
block0/layer5/MatMul_54:MatMulò‰§¹ß‡Õ ğ(ñB0kernel_3 @@block0/layer5/MatMul_54:MatMul#id=54#Hï‰§¹ß‡Õ<
block0/layer5/Mul_56:MulÔ‰§¹ß‡Õ u(vBkernel_7HÑ‰§¹ß‡Õ<
block0/layer5/Add_57:AddçŠ§¹ß‡Õ ^(_Bkernel_1HäŠ§¹ß‡ÕŒ
.block0/layer5/FusedBatchNorm_58:FusedBatchNormŠ§¹ß‡Õ (‚B@kernel_7 @@block0/layer5/FusedBatchNorm_58:FusedBatchNorm#id=58#HŒŠ§¹ß‡ÕD
block0/layer6/Conv2D_62:Conv2DÇ‹§¹ß‡Õ ­(®Bkernel_3HÄ‹§¹ß‡Õ^
block0/layer6/Add_69:AddÎŒ§¹ß‡Õ <(=B*kernel_7 @@block0/layer6/Add_69:Add#id=69#HËŒ§¹ß‡Õn
 block0/layer7/Softmax_71:Softmax¨§¹ß‡Õ S(TB2kernel_6 @@block0/layer7/Softmax_71:Softmax#id=71#H¥§¹ß‡Õn
 block0/layer7/Reshape_73:Reshape×Œ§¹ß‡Õ 5(6B2kernel_8 @@block0/layer7/Reshape_73:Reshape#id=73#HÔŒ§¹ß‡Õd
block0/layer7/Cast_74:CastãŒ§¹ß‡Õ è(éB,kernel_0 @@block0/layer7/Cast_74:Cast#id=74#HàŒ§¹ß‡Õ>
block0/layer7/Add_76:Addû§¹ß‡Õ ø(ùBkernel_0Hø§¹ß‡Õl
block0/layer7/Conv2D_78:Conv2D§¹ß‡Õ Ñ(ÒB0kernel_7 @@block0/layer7/Conv2D_78:Conv2D#id=78#H‹§¹ß‡ÕB
block0/layer8/Const_82:Constó§¹ß‡Õ (Bkernel_5Hğ§¹ß‡Õl
block0/layer8/Conv2D_83:Conv2D²§¹ß‡Õ ¹(ºB0kernel_2 @@block0/layer8/Conv2D_83:Conv2D#id=83#H¯§¹ß‡Õ`
block0/layer8/Sum_86:Sum™§¹ß‡Õ ö(÷B*kernel_8 @@block0/layer8/Sum_86:Sum#id=86#H–§¹ß‡Õl
block0/layer8/MatMul_89:MatMulù§¹ß‡Õ ±(²B0kernel_4 @@block0/layer8/MatMul_89:MatMul#id=89#Hö§¹ß‡Õ^
block0/layer9/Sum_92:Sum§§¹ß‡Õ ;(<B*kernel_6 @@block0/layer9/Sum_92:Sum#id=92#H¤§¹ß‡Õ<
block0/layer9/Sum_97:SumÌ§¹ß‡Õ )(*Bkernel_2HÉ§¹ß‡Õp
 block0/layer9/Reshape_98:Reshapeò§¹ß‡Õ »(¼B2kernel_8 @@block0/layer9/Reshape_98:Reshape#id=98#Hï§¹ß‡ÕS
/block1/layer1/FusedBatchNorm_112:FusedBatchNormÑ“§¹ß‡Õ H(IBkernel_4HÎ“§¹ß‡Õc
block1/layer1/Sum_114:Sum¢“§¹ß‡Õ ‹(ŒB,kernel_5 @@block1/layer1/Sum_114:Sum#id=114#HŸ“§¹ß‡Õu
#block1/layer1/Identity_117:IdentityË“§¹ß‡Õ >(?B6kernel_2 @@block1/layer1/Identity_117:Identity#id=117#HÈ“§¹ß‡Õe
block1/layer1/Cast_118:Castè”§¹ß‡Õ (B.kernel_2 @@block1/layer1/Cast_118:Cast#id=118#Hå”§¹ß‡Õe
block1/layer1/Relu_119:Relu§”§¹ß‡Õ :(;B.kernel_7 @@block1/layer1/Relu_119:Relu#id=119#H¤”§¹ß‡Õi
block1/layer2/Const_123:Constó”§¹ß‡Õ (B0kernel_0 @@block1/layer2/Const_123:Const#id=123#Hğ”§¹ß‡Õk
block1/layer2/Const_127:Const–•§¹ß‡Õ ‚(ƒB0kernel_3 @@block1/layer2/Const_127:Const#id=127#H“•§¹ß‡Õg
block1/layer2/Relu_128:Reluó•§¹ß‡Õ Õ(ÖB.kernel_1 @@block1/layer2/Relu_128:Relu#id=128#Hğ•§¹ß‡Õe
block1/layer2/Relu_128:ReluÍ•§¹ß‡Õ Z([B.kernel_8 @@block1/layer2/Relu_128:Relu#id=128#HÊ•§¹ß‡Õi
block1/layer2/Const_129:ConstÕ•§¹ß‡Õ k(lB0kernel_2 @@block1/layer2/Const_129:Const#id=129#HÒ•§¹ß‡Õi
block1/layer2/Const_129:Constã•§¹ß‡Õ 
(B0kernel_3 @@block1/layer2/Const_129:Const#id=129#Hà•§¹ß‡Õm
block1/layer3/MatMul_131:MatMul‡—§¹ß‡Õ s(tB2kernel_5 @@block1/layer3/MatMul_131:MatMul#id=131#H„—§¹ß‡Õ=
block1/layer3/Sum_136:SumÇ—§¹ß‡Õ (Bkernel_6HÄ—§¹ß‡Õq
!block1/layer3/Softmax_139:Softmaxö—§¹ß‡Õ D(EB4kernel_5 @@block1/layer3/Softmax_139:Softmax#id=139#Hó—§¹ß‡Õq
!block1/layer3/Softmax_139:SoftmaxŠ˜§¹ß‡Õ 4(5B4kernel_3 @@block1/layer3/Softmax_139:Softmax#id=139#H‡˜§¹ß‡Õ
/block1/layer4/FusedBatchNorm_144:FusedBatchNormğ—§¹ß‡Õ ;(<BBkernel_8 @@block1/layer4/FusedBatchNorm_144:FusedBatchNorm#id=144#Hí—§¹ß‡Õc
block1/layer4/Add_148:Add¨˜§¹ß‡Õ –(—B,kernel_5 @@block1/layer4/Add_148:Add#id=148#H¥˜§¹ß‡Õa
block1/layer4/Add_148:Add¨˜§¹ß‡Õ 6(7B,kernel_8 @@block1/layer4/Add_148:Add#id=148#H¥˜§¹ß‡Õu
#block1/layer5/Identity_152:Identity‰™§¹ß‡Õ O(PB6kernel_8 @@block1/layer5/Identity_152:Identity#id=152#H†™§¹ß‡Õq
!block1/layer5/Reshape_154:ReshapeÉ™§¹ß‡Õ (B4kernel_0 @@block1/layer5/Reshape_154:Reshape#id=154#HÆ™§¹ß‡Õa
block1/layer5/Add_157:Addï˜§¹ß‡Õ (B,kernel_5 @@block1/layer5/Add_157:Add#id=157#Hì˜§¹ß‡Õq
!block1/layer6/Softmax_164:Softmax¯š§¹ß‡Õ Z([B4kernel_6 @@block1/layer6/Softmax_164:Softmax#id=164#H¬š§¹ß‡Õs
!block1/layer6/Softmax_164:Softmax·š§¹ß‡Õ î(ïB4kernel_8 @@block1/layer6/Softmax_164:Softmax#id=164#H´š§¹ß‡Õ?
block1/layer6/Mul_166:Mulàš§¹ß‡Õ Å(ÆBkernel_8Hİš§¹ß‡Õ
/block1/layer6/FusedBatchNorm_167:FusedBatchNormÈ›§¹ß‡Õ (BBkernel_1 @@block1/layer6/FusedBatchNorm_167:FusedBatchNorm#id=167#HÅ›§¹ß‡Õq
!block1/layer6/BiasAdd_168:BiasAddÒš§¹ß‡Õ %(&B4kernel_7 @@block1/layer6/BiasAdd_168:BiasAdd#id=168#HÏš§¹ß‡Õi
block1/layer8/Const_181:ConstÑœ§¹ß‡Õ 8(9B0kernel_3 @@block1/layer8/Const_181:Const#id=181#HÎœ§¹ß‡Õs
!block1/layer8/BiasAdd_182:BiasAdd–§¹ß‡Õ  (¡B4kernel_2 @@block1/layer8/BiasAdd_182:BiasAdd#id=182#H“§¹ß‡Õc
block1/layer8/Mul_183:Mulí§¹ß‡Õ (ŸB,kernel_1 @@block1/layer8/Mul_183:Mul#id=183#Hê§¹ß‡ÕA
block1/layer9/Cast_191:CastÛ§¹ß‡Õ (Bkernel_3HØ§¹ß‡Õg
block1/layer9/Cast_191:CastÕ§¹ß‡Õ Ë(ÌB.kernel_7 @@block1/layer9/Cast_191:Cast#id=191#HÒ§¹ß‡Õ?
block1/layer9/Sum_194:SumåŸ§¹ß‡Õ (ŸBkernel_0HâŸ§¹ß‡Õs
!block1/layer9/BiasAdd_197:BiasAdd¯Ÿ§¹ß‡Õ ã(äB4kernel_2 @@block1/layer9/BiasAdd_197:BiasAdd#id=197#H¬Ÿ§¹ß‡Õq
!block1/layer9/BiasAdd_197:BiasAdd¯Ÿ§¹ß‡Õ (B4kernel_3 @@block1/layer9/BiasAdd_197:BiasAdd#id=197#H¬Ÿ§¹ß‡Õu
#block1/layer9/Identity_198:Identity‰Ÿ§¹ß‡Õ :(;B6kernel_6 @@block1/layer9/Identity_198:Identity#id=198#H†Ÿ§¹ß‡Õw
#block1/layer9/Identity_198:Identity Ÿ§¹ß‡Õ ş(ÿB6kernel_2 @@block1/layer9/Identity_198:Identity#id=198#HŸ§¹ß‡Õ
à
/device:GPU:0/memcpy]
edge_11_BiasAdd:MEMCPYHtoD‡‚§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)H„‚§¹ß‡Õd
!edge_17_FusedBatchNorm:MEMCPYHtoDó‚§¹ß‡Õ (	B'MEMCPYHtoD 400 bytes (Pinned to Device)Hğ‚§¹ß‡ÕZ
edge_22_Cast:MEMCPYHtoDÊƒ§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)HÇƒ§¹ß‡ÕZ
edge_28_Cast:MEMCPYHtoDÛ„§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)HØ„§¹ß‡ÕZ
edge_29_Conv2D:MEMCPYHtoD……§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)H‚…§¹ß‡ÕY
edge_33_Mul:MEMCPYHtoDá…§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)HŞ…§¹ß‡Õ\
edge_41_MatMul:MEMCPYHtoD‡§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)Hš‡§¹ß‡ÕZ
edge_44_Conv2D:MEMCPYHtoDã‡§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)Hà‡§¹ß‡Õ[
edge_49_BiasAdd:MEMCPYHtoD£ˆ§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)H ˆ§¹ß‡ÕZ
edge_53_Relu:MEMCPYHtoDÏˆ§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)HÌˆ§¹ß‡Õd
!edge_58_FusedBatchNorm:MEMCPYHtoDÜ‰§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)HÙ‰§¹ß‡Õ[
edge_68_Const:MEMCPYHtoDÑ‹§¹ß‡Õ 
(B'MEMCPYHtoD 400 bytes (Pinned to Device)HÎ‹§¹ß‡ÕY
edge_69_Add:MEMCPYHtoDÜ‹§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)HÙ‹§¹ß‡Õ\
edge_83_Conv2D:MEMCPYHtoDÂ§¹ß‡Õ 
(B'MEMCPYHtoD 400 bytes (Pinned to Device)H¿§¹ß‡Õ[
edge_107_Cast:MEMCPYHtoD²‘§¹ß‡Õ (	B'MEMCPYHtoD 400 bytes (Pinned to Device)H¯‘§¹ß‡Õ[
edge_119_Relu:MEMCPYHtoD°“§¹ß‡Õ 
(B'MEMCPYHtoD 400 bytes (Pinned to Device)H­“§¹ß‡Õ\
edge_127_Const:MEMCPYHtoDÖ”§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)HÓ”§¹ß‡ÕY
edge_153_Relu:MEMCPYHtoDø—§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)Hõ—§¹ß‡Õ^
edge_164_Softmax:MEMCPYHtoD·™§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)H´™§¹ß‡ÕZ
edge_166_Mul:MEMCPYHtoDİ™§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)HÚ™§¹ß‡ÕZ
edge_178_Mul:MEMCPYHtoDê›§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)Hç›§¹ß‡Õ^
edge_182_BiasAdd:MEMCPYHtoD›œ§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)H˜œ§¹ß‡ÕZ
edge_186_Add:MEMCPYHtoDçœ§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)Häœ§¹ß‡Õ^
edge_197_BiasAdd:MEMCPYHtoD¯§¹ß‡Õ (B'MEMCPYHtoD 400 bytes (Pinned to Device)H¬§¹ß‡Õ