
‡
«l
,/job:localhost/replica:0/task:0/device:CPU:0¦
block0/layer0/Softmax_0x %(&2/
cpuŞ‰4Ş‰4 ï„(·µãÔ2xŞ‰42‘ûåÿÿÿÿÿÿ:)'	oŸ"Ä§€¨cpu „0…›ğü‡àB#block0/layer0/Softmax_0 = Softmax()HuPÇ
block0/layer0/Relu_5à:1/	Òm"¦‘€¨‘cpu å(0µªğ‡à:%!ã"Œ€cpu ‹0şÈ²š€àBMblock0/layer0/Relu_5 = Relu(block0/layer0/BiasAdd_1, block0/layer0/BiasAdd_1)HİPe
block0/layer1/Softmax_10µ m(nB;block0/layer1/Softmax_10 = Softmax(block0/layer0/Softmax_0)H²P²
block0/layer1/Relu_15© .(/20
cpu·· Û(Š½§¥2©·2Ø¥ññÿÿÿÿÿÿ:%#”"Ğ€cpu µ(0¥Òıå€àB2block0/layer1/Relu_15 = Relu(block0/layer0/Relu_5)H¦PK
block0/layer2/Conv2D_20Í \(]B"block0/layer2/Conv2D_20 = Conv2D()HÊPj
block0/layer2/Sum_25é Æ(Ç:#!â"ˆ€cpu “0§º™ü†àBx = y = F(G(a), b) tail) moreHæPÚ
block0/layer3/Reshape_30Å (2/
cpuõ×õ× ú«(‚‹òI2Åõ×2ä†Ôüÿÿÿÿÿÿ:$"
["ì€cpu £(0¿ŠâÖˆàBYblock0/layer3/Reshape_30 = Reshape(block0/layer1/Relu_15, block0/layer0/FusedBatchNorm_7)HÂP
block0/layer3/Cast_35 (:*(

îÔ"àø€úcpu Ó0òäë€ŒàB=block0/layer3/Cast_35 = Cast(block0/layer2/FusedBatchNorm_28)HşP
shared/dup_1« ¦(§:$"
Ò"È€cpu #(0«²Ù¡„à:,(

¨Ê"ÀŒ!€!cpu û0‘ü”ğƒàB*shared/dup_1 = Conv2D(block0/layer0/Mul_3)H¨P
block0/layer4/Sum_45İ µ(¶2/
cpu¡™¡™ ĞÌ(˜ÿœb2İ¡™2“	°³ôÿÿÿÿÿÿ:+)	£"¸Ô€Öcpu ·(0÷ˆ°Ôà:3/½ÄÂ" »ÆX€¼ÆXcpu ´0¼ºô‹àBTblock0/layer4/Sum_45 = Sum(missing_24, ^block0/layer0/Add_2, block0/layer0/MatMul_9)HÚPØ
block0/layer5/MatMul_50µ <(=:*(

îé"øü€şcpu ˜0¤•öéà:%!
Á"„
€cpu ö0ŠƒëŸàB^block0/layer5/MatMul_50 = MatMul(block0/layer1/Conv2D_17, missing_26, block0/layer0/BiasAdd_1)H²¢
block0/layer5/Identity_55Ú …(†Bwblock0/layer5/Identity_55 = Identity(block0/layer0/FusedBatchNorm_7, block0/layer3/BiasAdd_38, block0/layer3/MatMul_36)H×+

RecvTensorç	 (BRecvTensor x from yHä	ò
block0/layer6/FusedBatchNorm_65¨
 (:/-šW¿"¨©ÿ€ªÿcpu S0µí×ãà:+'9M"”‰€Šcpu u(0áäêˆ‚àBcblock0/layer6/FusedBatchNorm_65 = FusedBatchNorm(^block0/layer5/MatMul_56, block0/layer5/MatMul_56)H¥
Pt
block0/layer7/Relu_70ƒ p(q:-+{‡"ŒÖ}€Ø}cpu 0çï„›ŠàBblock0/layer7/Relu_70 = Relu()H€P‹
q"uote\back/Ã©tÃ©_75ı (Ÿ20
cpu§Ç§Ç Ó£
(À £‘2ı§Ç2œ­ÜõÿÿÿÿÿÿB1q"uote\back/Ã©tÃ©_75 = Relu(block0/layer1/Add_18)HúPª
block0/layer8/BiasAdd_80ß Ç(È:*(
Îƒ"¨›€œcpu Š0©¹‹Ù†àBRblock0/layer8/BiasAdd_80 = BiasAdd(block0/layer2/Conv2D_20, block0/layer4/Cast_48)HÜP¡
block0/layer8/Relu_85Í 7(8:,*
±‚"ˆÏ€Ğcpu ÿ(0Ú¶µ¦‹àBLblock0/layer8/Relu_85 = Relu(block0/layer6/BiasAdd_66, q"uote\back/Ã©tÃ©_75)HÊPƒ
block0/layer9/Cast_90© ‹(Œ20
cpuòŒòŒ ¹Æ(ƒˆá2©òŒ2µÇ¹ôÿÿÿÿÿÿ:/-
à"€ó€ôcpu —(0÷ãÄ›Œà:3/ÉÌ½"ğ»€¼cpu ñ0‚ğ¢‚àBBblock0/layer9/Cast_90 = Cast(missing_36, block0/layer2/Softmax_29)H¦PN
block0/layer9/Reshape_95ß +(,B$block0/layer9/Reshape_95 = Reshape()HÜP€
block1/layer0/Relu_100× –(—:)'		§!"œ°€²cpu Â0ÏÒ”ÿ€àB+block1/layer0/Relu_100 = Relu(shared/dup_1)HÔPÀ
block1/layer0/Reshape_105Ñ 1(22/
cpu®Ÿ1®Ÿ1 ×Ï(Ñ˜Ë+2Ñ®Ÿ12ƒ©°çÿÿÿÿÿÿBfblock1/layer0/Reshape_105 = Reshape(block0/layer3/Identity_39, missing_77, block0/layer8/Softmax_89:1)HÎe
block1/layer1/MatMul_110ª ?(@B;block1/layer1/MatMul_110 = MatMul(block0/layer7/Softmax_78)H§P°
block1/layer1/Conv2D_115á •(–:" "D€cpu j(0Œ‹Ûˆ„à:$ 	Ò"È€cpu 0 ŸÓàB:block1/layer1/Conv2D_115 = Conv2D(block0/layer5/MatMul_59)HŞPê
block1/layer2/Softmax_120¾2/
cpuÃ½9Ã½9 áŞ(…ób2¾Ã½92¾Ÿ¡ãÿÿÿÿÿÿ:0.	”C"ˆ€Šcpu ¥0¤ç¨è†àBbblock1/layer2/Softmax_120 = Softmax(block1/layer0/FusedBatchNorm_102, block0/layer5/MatMul_56/_30)H»P˜
block1/layer2/Add_125… y(z:%#Œ"°€
cpu í(0èÄüÖàBJblock1/layer2/Add_125 = Add(block0/layer7/Relu_70, block1/layer1/Relu_119)H‚P´
block1/layer3/Mul_130ù q(r:+)	KŸ"ÔÌ€Îcpu ô(0½ù…¿ƒà:,(		g¿"ä‚€„cpu D(0‚ˆú—àB2block1/layer3/Mul_130 = Mul(a, b)
second = Line(c)HöPÔ
block1/layer3/Reshape_135é 6(720
cpu—§*—§* Ë“(Ğ¦õ¾2é—§*2 µìêÿÿÿÿÿÿ:,*	
Ú"˜®€°cpu Î(0üë’Ë‰àBIblock1/layer3/Reshape_135 = Reshape(block0/layer8/BiasAdd_86, missing_19)HæP
block1/layer4/Const_140Ñ C(D:31â«²"°àx€âxcpu ¹(0é°İ¤…àB!block1/layer4/Const_140 = Const()HÎP½
block1/layer4/Mul_145’ T(U:1/¸–ı"ÀÜ·-€Ş·-cpu Ù0Êí¶†„à:+'	Ú0"€‡€ˆcpu ¹0Ê…ÛàB6block1/layer4/Mul_145 = Mul(block1/layer4/Softmax_143)HP
block1/layer5/MatMul_150ì “(”20
cpuûèûè ½´(ó½ñè2ìûè2€ÃËûÿÿÿÿÿÿ:%#ç"œ€cpu å(0ªÑÌá€àBno matchHéPÚ
 block1/layer5/FusedBatchNorm_155æ E(F:#!
ä"€cpu ¨0èØÎà:51Ô²£"à‘ğ-€’ğ-cpu ò(0Èÿä•àBLblock1/layer5/FusedBatchNorm_155 = FusedBatchNorm(block1/layer1/Reshape_112)HãP¾
block1/layer6/Mul_160Ø (:#!:"è€cpu 6(0ê±“‡Œà:'#Í"´€cpu “(0ÕÀ„¼ŒàBIblock1/layer6/Mul_160 = Mul(block1/layer3/Mul_130, block0/layer9/Cast_97)HÕP½
block1/layer6/Sum_165á j(k2/
cpuãÓãÓ ñ©(Ê‰<2áãÓ2ÌÖûÿÿÿÿÿÿ:0.ö"ØÖG€ØGcpu Ô(0Â¡ó’ŒàB5block1/layer6/Sum_165 = Sum(block1/layer5/MatMul_150)HŞ`
block1/layer7/Cast_170Å ¬(­B6block1/layer7/Cast_170 = Cast(q"uote\back/Ã©tÃ©_106:1)HÂPõ
block1/layer7/Identity_175® ;(<:(&8D"€w€xcpu ê(0£ëäƒ†à:1-—PØ"€„ğ
€„ğ
cpu 0Òªíà‡àBlblock1/layer7/Identity_175 = Identity(block1/layer6/Relu_164/_14, block1/layer3/Reshape_135/_18, missing_43)H«PŸ
 block1/layer8/FusedBatchNorm_180… (2/
cpuÕ“.Õ“. ê‰(æ´èu2…Õ“.2›–öèÿÿÿÿÿÿ:1/
•¼ú"àƒÂ{€„Â{cpu Ø0õ ÔÃ€à:$ Ü"ğ€cpu 70¤ñĞÿ„àBcblock1/layer8/FusedBatchNorm_180 = FusedBatchNorm(block1/layer4/Mul_145, block1/layer3/Reshape_135)H‚P½
shared/dup_0Õ ¸(¹:#!
",€cpu Á(0Î„§Æà:+'

Ï¼"À	€Â	cpu !0ÈÌ«•€àBKshared/dup_0 = Identity(block1/layer5/Sum_152:1, block1/layer8/BiasAdd_184)HÒP‚
block1/layer9/MatMul_190› “(”:,*
óñ"Œ‚-€„-cpu ê(0şûÇ¼Œà:%!
"€cpu ’(0Ô¬«ŸàB€block1/layer9/MatMul_190 = MatMul(block1/layer8/Identity_181/_6, ^block1/layer7/FusedBatchNorm_171, block1/layer8/MatMul_182/_8)H˜PÖ
block1/layer9/Add_195Î n(o20
cpu** Æ‡(¢ÀŞ¡2Î*2½ºøêÿÿÿÿÿÿ:*(
ƒ˜" î€ğcpu ³0§êÖ±àBSblock1/layer9/Add_195 = Add(block1/layer6/Softmax_163/_45, ^block1/layer6/Relu_164)HË–
block2/layer0/BiasAdd_200 T(U:#!Ğ"À
€cpu ‚0‹¸âàBFblock2/layer0/BiasAdd_200 = BiasAdd(block1/layer8/Add_187, missing_74)HP}
block2/layer0/Const_205û (	:1/	à“Î"€†¼#€†¼#cpu ÷0Ä‡”‰àB!block2/layer0/Const_205 = Const()HøPw
block2/layer1/Relu_210Ù  \(]20
cpu‘™
‘™
 ÈŒ(¨¸şª2Ù ‘™
2¶!¸óúÿÿÿÿÿÿBblock2/layer1/Relu_210 = Relu()HÖ x
block2/layer1/Cast_215´! l(mBPblock2/layer1/Cast_215 = Cast(^block1/layer9/MatMul_197, block2/layer1/Relu_210)H±!PÆ
block2/layer2/BiasAdd_220‹" F(G:,*
åÒ"èò€ôcpu ß(0šß¾¶‚àBmblock2/layer2/BiasAdd_220 = BiasAdd(block1/layer8/MatMul_182:1, block1/layer6/Mul_160, block2/layer1/Mul_219)Hˆ"Pò
block2/layer2/Softmax_225„# 4(520
cpu•µ,•µ, Êš(À³‘€2„#•µ,2¹#¶åéÿÿÿÿÿÿ:%#¾"ø€cpu ñ(0şëàBpblock2/layer2/Softmax_225 = Softmax(block1/layer9/Softmax_193, block1/layer6/Softmax_163, q"uote\back/Ã©tÃ©_168)H#š
q"uote\back/Ã©tÃ©_230ƒ$ Ä(Å:%#Æ"˜€cpu Ò(0İáíëà:+'	_»"”£
€¤
cpu ˜0îó‰‡àBq"uote\back/Ã©tÃ©_230 = Sum()H€$P
block2/layer3/Softmax_235î$:" Ù"ä
€cpu >0ĞªŞ’‹à:-)	'ç"Ä™€šcpu ó(0ïÂ•àB%block2/layer3/Softmax_235 = Softmax()Hë$P¡
block2/layer4/Add_240¸% 	(
20
cpuÿ¹$ÿ¹$ ÿœ(¦‚™è2¸%ÿ¹$2Â%ãíÿÿÿÿÿÿBJblock2/layer4/Add_240 = Add(block2/layer1/Sum_217, block2/layer1/Cast_215)Hµ%ù
block2/layer4/Identity_245£& \(]:/-*Ê±"Ïî€Ğîcpu H0‚¯Ñ†à:$ S"Ì€cpu º0ÏŸÔİ†àBvblock2/layer4/Identity_245 = Identity(block1/layer9/Reshape_192:1, ^block1/layer9/Reshape_192, block2/layer1/Relu_218)H &PØ
block2/layer5/Sum_250‚' F(G:*(	
£À"€ê€êcpu ®0óÉ€¤Œà:1-ï)"´´(€¶(cpu Æ(0ĞÎÑ¥‡àBRblock2/layer5/Sum_250 = Sum(^block2/layer2/Reshape_227, block2/layer2/BiasAdd_220)Hÿ&P´
block2/layer5/MatMul_255ƒ( p(q20
cpuÛ¥!Û¥! íÒ(É¯İ2ƒ(Û¥!2ô(“­ïÿÿÿÿÿÿBXblock2/layer5/MatMul_255 = MatMul(block1/layer9/MatMul_190/_57, ^block2/layer1/Relu_218)H€(P†
block2/layer6/Cast_260î( «(¬:" °"À€cpu U0¨âÿª€àB8block2/layer6/Cast_260 = Cast(block2/layer5/Softmax_256)Hë(P/

RecvTensorâ) ’(“BRecvTensor x from yHß)È
block2/layer7/BiasAdd_270ø* r(s2/
cpuÛ–
Û–
 ­‹(í’†>2ø*Û–
2ë+ÓôúÿÿÿÿÿÿBlblock2/layer7/BiasAdd_270 = BiasAdd(block2/layer4/Mul_244, block2/layer2/BiasAdd_226, block2/layer4/Add_247)Hõ*Po
block2/layer7/Identity_275£+ ®(¯BAblock2/layer7/Identity_275 = Identity(block2/layer1/Relu_210/_67)H +P£
block2/layer8/Cast_280©, Ÿ( :$"	¦"˜€cpu -(0ÌÒ¤‹à:2.OÛµ"äÖì€Øìcpu ğ0ÀƒáüàBblock2/layer8/Cast_280 = Cast()H¦,P“
block2/layer8/Reshape_285- ¨(©2/
cpu´ñ+´ñ+ Úø(å Í@2-´ñ+2¸.¦‡êÿÿÿÿÿÿ:1/§ õ"€·±B€¸±Bcpu Ş0”Â’à:&"İ"ô€cpu i(0îÚ¼­‰àBZblock2/layer8/Reshape_285 = Reshape(^block2/layer6/Relu_262, block2/layer5/MatMul_255/_55)HŒ-PR
block2/layer9/BiasAdd_290³. À(ÁB%block2/layer9/BiasAdd_290 = BiasAdd()H°.P°
block2/layer9/Cast_295ú. =(>:*(
˜²"Àõ€öcpu ™0·Ô×àB\block2/layer9/Cast_295 = Cast(missing_98, block2/layer5/Cast_251, block2/layer7/BiasAdd_270)H÷.P¾
block3/layer0/Mul_300Ú/ (20
cpu±É ±É  Ø¤(ØÑô¨2Ú/±É 2ô/¨ÛïÿÿÿÿÿÿBeblock3/layer0/Mul_300 = Mul(block2/layer7/Identity_275, block2/layer3/Identity_237/_69, shared/dup_2)H×/Px
block3/layer0/Mul_305Ë0 $(%:20
ñ°"À§ë€¨ëcpu ¥(0–¿ÔË„àBblock3/layer0/Mul_305 = Mul()HÈ0P¶
block3/layer1/BiasAdd_310™1 §(¨:20
úóæ"Ğ€‡ê€‚‡êcpu >0îÖ¨ğˆà:.*
ò¡"ÈÁ	€Â	cpu é(0ŠÌ¹¢…àB%block3/layer1/BiasAdd_310 = BiasAdd()H–1P¦
block3/layer1/Conv2D_315¤2 g(h20
cpuÏ¼Ï¼ §(“ù˜£2¤2Ï¼2Œ3Ùáşÿÿÿÿÿÿ:%#
¡"„	€
cpu ®(0â­Àİ„àB#block3/layer1/Conv2D_315 = Conv2D()H¡2Pt
block3/layer2/Conv2D_320ã2 Ã(Ä:)'	Ş"ğ€cpu Œ(0æĞìãàBx = y = F(G(a), b) tail) moreHà2P³
block3/layer2/Reshape_325á3 S(T:#!õ"Ô€cpu ‡0õáşƒà:'#ï"¼€cpu ¥(0ƒÁá˜àB:block3/layer2/Reshape_325 = Reshape(block3/layer0/Mul_305)HŞ3P¼
shared/dup_2’4 k(l20
cpuÕû"Õû" ê½(ÎÓáü2’4Õû"2ş4–Âîÿÿÿÿÿÿ:" 	m"´€cpu ˜0ÜÀíéà:'# "€€cpu Ë(0ØºÚˆàBshared/dup_2 = Relu(missing_99)H4P‚
block3/layer3/Identity_335ñ4 X(YBVblock3/layer3/Identity_335 = Identity(block2/layer8/Add_287, block3/layer2/Conv2D_320)Hî4Pr
block3/layer4/Cast_340Ü5 %(&:)'	•"´Ø€Úcpu É0ÑÛÕä†àBblock3/layer4/Cast_340 = Cast()HÙ5Pë
block3/layer4/Const_345Ï6 §(¨20
cpuÂŠ$ÂŠ$ ¡…(¨¨‘À2Ï6ÂŠ$2÷7ßúíÿÿÿÿÿÿ:1/Îåë"ˆªû €¬û cpu …0ıÿ«ÙàB[block3/layer4/Const_345 = Const(block3/layer1/Conv2D_315, block3/layer0/FusedBatchNorm_308)HÌ6PÁ
block3/layer5/Const_350¢7:,*
Ëì"Ù€Úcpu ¨(0‹¤‚àBrblock3/layer5/Const_350 = Const(block2/layer8/Identity_284, block2/layer8/Reshape_285, block3/layer1/Identity_317)HŸ7‡
block3/layer5/BiasAdd_355ô7 C(DB\block3/layer5/BiasAdd_355 = BiasAdd(block3/layer4/Mul_344, block3/layer1/FusedBatchNorm_319)Hñ7PÆ
block3/layer6/Add_360¶8 m(n20
cpuà×9à×9 ğë(×¾„è2¶8à×92¤9”ãÿÿÿÿÿÿBmblock3/layer6/Add_360 = Add(block3/layer1/Reshape_312, block3/layer3/Identity_335, block2/layer9/Reshape_294)H³8P
block3/layer6/Sum_365ä9 X(Y:0.
õ¯Å"œÉ‡F€Ê‡Fcpu m0¾Çâ›ˆà:+'	ÄI"‡€ˆcpu Å0ÏŠşß‚àBno matchHá9P‡
block3/layer7/Cast_370²: /(0Bablock3/layer7/Cast_370 = Cast(block3/layer3/MatMul_334/_31, block3/layer3/FusedBatchNorm_338/_81)H¯:Û
block3/layer7/Add_375Ã; º(»20
cpuÁõ-Áõ- àú(Ô˜¼ö2Ã;Áõ-2ş< …éÿÿÿÿÿÿ:1/eÉZ"Èˆ¾€Š¾cpu ï(0Ìºî‚à:.*
Ñ"øË€Ìcpu Ä(0ŞŸ¥àŠàBblock3/layer7/Add_375 = Add()HÀ;P³
block3/layer8/Const_380Ç< +(,:%#	°"À€cpu ›(0«Üå€àBcblock3/layer8/Const_380 = Const(block3/layer6/FusedBatchNorm_369, block3/layer3/FusedBatchNorm_336)HÄ<P§
q"uote\back/Ã©tÃ©_385˜= y(z:)'
	õ"”Æ€Ècpu ˆ0ß½¼‹à:2.
P¼"€´ß€´ßcpu Ö0‘ã°òàB!q"uote\back/Ã©tÃ©_385 = Reshape()H•=Pû
block3/layer9/Reshape_390¸= ;(<20
cpuœÂ%œÂ% á(¾‰§Â2¸=œÂ%2ô=òíÿÿÿÿÿÿ:31ßÙ"ÀûV€üVcpu €(0Ïéÿ„à:,(
á "€å€æcpu “0‰Õó˜‡àB;block3/layer9/Reshape_390 = Reshape(^block3/layer7/Add_371)Hµ=Pµ
block3/layer9/Reshape_395©> …(†:#!•"Ô€cpu ¹0»ãÔ×‹à:'#³"Ì€cpu ô(0İÇòÌàB:block3/layer9/Reshape_395 = Reshape(a, b)
second = Line(c)H¦>P
¢Á
,/job:localhost/replica:0/task:0/device:GPU:0L
block0/layer0/BiasAdd_1´ =(>B#block0/layer0/BiasAdd_1 = BiasAdd()H±Pè
block0/layer0/Add_2¬ s(t:97õ‹"#ìÎÓ€ĞÓcuda_host_bfc g0°äÊØ†à::6cgw"$Œ ¨€¢¨cuda_host_bfc †0„ùªÎƒàBLblock0/layer0/Add_2 = Add(block0/layer0/Softmax_0, ^block0/layer0/BiasAdd_1)H©Pt
block0/layer0/Mul_3p j(k24
	GPU_0_bfcÎÊÎÊ §¥(äÉ•n2pÎÊ2ÛÙÚıÿÿÿÿÿÿBblock0/layer0/Mul_3 = Mul()HmP
block0/layer0/Relu_4¾ <(=:<:ÿ9ı"&¬ñ˜€ò˜cuda_host_bfc †(0 şº¡àBblock0/layer0/Relu_4 = Relu()H»P›
block0/layer0/Cast_6ƒ (Ÿ2:
cuda_host_bfc¨×¨× Ôë(Ÿ¤°2ƒ¨×2¢¬”üÿÿÿÿÿÿ:-+è"  €cuda_host_bfc ”0°õîª‰à:84
Çª"$˜©/€ª/cuda_host_bfc €(0¶²¡àBNblock0/layer0/Cast_6 = Cast(block0/layer0/Softmax_0, ^block0/layer0/BiasAdd_1)H€Pp
block0/layer0/FusedBatchNorm_7 (€BEblock0/layer0/FusedBatchNorm_7 = FusedBatchNorm(block0/layer0/Relu_5)PO
block0/layer0/Identity_8Ÿ ;(<B%block0/layer0/Identity_8 = Identity()HœP¬
block0/layer0/MatMul_9’ º(»25
	GPU_0_bfcñš&ñš& ¸(Ë§Ùz2’ñš&2ÍÈòìÿÿÿÿÿÿBKblock0/layer0/MatMul_9 = MatMul(^block0/layer0/Relu_5, block0/layer0/Add_2)HP”
shared/dup_0Ê 8(9:/-	Ä)"Ã€Ä	GPU_0_bfc Ó0Óª¼‡à:,(<"ğ€	GPU_0_bfc (0§ëçç‹àBshared/dup_0 = MatMul()HÇP
block0/layer1/BiasAdd_12ò G(H26
	GPU_0_bfc¦·$¦·$ Ó›(±àÉ¯2ò¦·$2º­äíÿÿÿÿÿÿB.block0/layer1/BiasAdd_12 = BiasAdd(missing_78)HïPˆ
q"uote\back/Ã©tÃ©_13ê (Bbq"uote\back/Ã©tÃ©_13 = Sum(^block0/layer0/Identity_8, ^block0/layer1/BiasAdd_12, shared/dup_0/_80)HçPŠ
block0/layer1/Const_14 £(¤:20
	}"!¤Ù€Úcuda_host_bfc ]0Ç‰¼ˆŒàB,block0/layer1/Const_14 = Const(shared/dup_0)HPÔ
block0/layer1/Add_16· E(F:97nfÆ"$àÿü€€ıcuda_host_bfc –0›ÜÍŠà:=9Ö­¼"$ Øª7€Úª7cuda_host_bfc ½0õÈ¹ŠàB4block0/layer1/Add_16 = Add(block0/layer1/BiasAdd_12)H´P|
block0/layer1/Conv2D_17à ®(¯:-+À" €€cuda_host_bfc Ã0ÁıÄû‡àB"block0/layer1/Conv2D_17 = Conv2D()HİP’
block0/layer1/Add_18ú (26
	GPU_0_bfcÃÓ"ÃÓ" á©(°°ÿ¡2úÃÓ"2”ŸÖîÿÿÿÿÿÿB4block0/layer1/Add_18 = Add(block0/layer0/Relu_5/_42)H÷P/

RecvTensor“ Ã(ÄBRecvTensor x from yHg
block0/layer2/Cast_21‡ ¤(¥26
	GPU_0_bfc®® ‡×(€ÌÆ»2‡®2¬ù¨ıÿÿÿÿÿÿBno matchH„±
block0/layer2/Conv2D_22¨ c(d:)'Ó"Ì€	GPU_0_bfc —0ÆóÎÂŠà:95
¬’©" àöç€øç	GPU_0_bfc ˆ0™¦ñş…àB"block0/layer2/Conv2D_22 = Conv2D()H¥Pš
block0/layer2/Reshape_23º [(\:64çÕt" ğ¨ %€ª %	GPU_0_bfc ì0•¦ôŒàB8block0/layer2/Reshape_23 = Reshape(block0/layer1/Add_18)H·P«
block0/layer2/FusedBatchNorm_24Ë Z([2:
cuda_host_bfcûü ûü  ½¾(çÁ‹2Ëûü 2¦ÃÁïÿÿÿÿÿÿ:;9¨±º"$ÀøÏ€úÏcuda_host_bfc Ü0ñ ­›†à:84
¥"$À)€)cuda_host_bfc š(0ƒ¸¥À‰àBGblock0/layer2/FusedBatchNorm_24 = FusedBatchNorm(a, b)
second = Line(c)HÈP{
block0/layer2/MatMul_26ú ˜(™BPblock0/layer2/MatMul_26 = MatMul(block0/layer0/Relu_4/_29, block0/layer1/Add_16)H÷PÒ
block0/layer2/Add_27‹ (26
	GPU_0_bfc£µ£µ Ñš(öš÷ß2‹£µ2™¯åğÿÿÿÿÿÿ:)'	¤"€	GPU_0_bfc Û0û‘éÁ‡à:+'ğ"À€	GPU_0_bfc Ë0ÒñšŒàBblock0/layer2/Add_27 = Add()HˆPˆ
block0/layer2/FusedBatchNorm_28œ:<:˜™"&àà»€â»cuda_host_bfc (0»Ä×û†à:?;²Ìæ"&À–^€’–^cuda_host_bfc ×(0ûá“œ‡àB`block0/layer2/FusedBatchNorm_28 = FusedBatchNorm(block0/layer1/Add_18, block0/layer1/BiasAdd_12)H™P
block0/layer2/Softmax_29¬ ¨(©B$block0/layer2/Softmax_29 = Softmax()H©Pù
block0/layer3/MatMul_31Ç (:<:£êX"&ÀÚº€Üºcuda_host_bfc ƒ(0´Æ„Şà:?;«¹°"&À´ºL€¶ºLcuda_host_bfc ×(0¯ªá›‚àBQblock0/layer3/MatMul_31 = MatMul(block0/layer2/Add_27:1, block0/layer2/MatMul_26)HÄPÁ
block0/layer3/Cast_32í (:0.
Üá"ğ’€”	GPU_0_bfc æ0à¦©¦„àBhblock0/layer3/Cast_32 = Cast(block0/layer1/Const_14, block0/layer2/Sum_25/_58, block0/layer2/Softmax_29)HêP–
block0/layer3/Cast_33ş (2:
cuda_host_bfc®Î,®Î, —§(€•€Ü2ş®Î,2…éØéÿÿÿÿÿÿ:42	
£ê""ø÷€øcuda_host_bfc Ë0Ç··ˆà:/+
¦" ˜€cuda_host_bfc •0“ıÚñŒàBLblock0/layer3/Cast_33 = Cast(block0/layer0/Softmax_0, block0/layer2/Cast_21)HûPg
block0/layer3/MatMul_34ş Ã(ÄB<block0/layer3/MatMul_34 = MatMul(block0/layer0/MatMul_9/_29)HûP
block0/layer3/MatMul_36¢ (29
cuda_host_bfc¢À¢À ‘à
(‚ä”u2¢¢À2°ïŸõÿÿÿÿÿÿB7block0/layer3/MatMul_36 = MatMul(^block0/layer2/Sum_25)HŸPD
block0/layer3/Mul_37ö Á(ÂBblock0/layer3/Mul_37 = Mul()HóP¢
block0/layer3/BiasAdd_38Æ t(uBxblock0/layer3/BiasAdd_38 = BiasAdd(block0/layer0/FusedBatchNorm_7, block0/layer2/MatMul_26/_65, block0/layer0/Softmax_0)HÃPÑ
block0/layer3/Identity_39€ (2:
cuda_host_bfcå›,å›, ò(Şâåƒ2€å›,2òéÿÿÿÿÿÿBlblock0/layer3/Identity_39 = Identity(block0/layer3/Cast_35, block0/layer3/Cast_35/_84, block0/layer3/Mul_37)HıP¾
block0/layer4/Conv2D_41¦ ¹(º:)'è" €	GPU_0_bfc ö0Õ¬Éõ‰àBhblock0/layer4/Conv2D_41 = Conv2D(block0/layer3/Reshape_30, block0/layer1/Const_14, block0/layer1/Add_18)H£PÌ
block0/layer4/Mul_42° Ã(Ä2:
cuda_host_bfcÖó%Öó% ëù(…¯–2°Öó%2ô•†íÿÿÿÿÿÿBhblock0/layer4/Mul_42 = Mul(block0/layer4/Conv2D_41/_44, block0/layer3/MatMul_34, block0/layer1/Const_14)H­PÖ
block0/layer4/MatMul_43À e(f:<:‰°E"&Àÿ«€€¬cuda_host_bfc Ç(0™Ú¡Šà:73	“~"$è²€´cuda_host_bfc ×(0„¿‰ßƒàB6block0/layer4/MatMul_43 = MatMul(block0/layer3/Mul_37)H½P•
q"uote\back/Ã©tÃ©_44Ö (::8Øœ"#€½æ€¾æ	GPU_0_bfc (0±›öºàB3q"uote\back/Ã©tÃ©_44 = Add(block0/layer3/MatMul_31)HÓPu
block0/layer4/Cast_46ä (BNblock0/layer4/Cast_46 = Cast(^block0/layer0/Cast_6, block0/layer3/Identity_39)HáP™
block0/layer4/Const_47ì Y(Z:64
³²"$Ø¿ €À cuda_host_bfc ‚(0ñ ¢¶àB9block0/layer4/Const_47 = Const(^block0/layer2/Softmax_29)HéP‰
block0/layer4/Cast_48 ¾(¿29
cuda_host_bfcğøğø ¸ü(¨¹ÛQ2ğø2Í	Èƒóÿÿÿÿÿÿ:53	¬%"$ğî€ğcuda_host_bfc ÷(0ŸÿîËà:84
¿æ"$èˆ'€Š'cuda_host_bfc “(0£“ÚÛàB4block0/layer4/Cast_48 = Cast(^block0/layer4/Cast_46)H‹Pï
block0/layer4/FusedBatchNorm_49¦ D(E:64
É"$øû€ücuda_host_bfc ¡(0§„Úà:=9¯Í"$èñ!€’ñ!cuda_host_bfc ³0«÷Ùá‚àBIblock0/layer4/FusedBatchNorm_49 = FusedBatchNorm(block0/layer1/Conv2D_17)H£¡
block0/layer5/Sum_51º26
	GPU_0_bfc¶¥*¶¥* Û’(³´Õ¶2º¶¥*2º¥íêÿÿÿÿÿÿBIblock0/layer5/Sum_51 = Sum(block0/layer2/Conv2D_22, block0/layer4/Mul_42)H·PC
block0/layer5/Relu_52¾ )(*Bblock0/layer5/Relu_52 = Relu()H»p
block0/layer5/Add_53¼ (:,*^" ø€cuda_host_bfc ù0ÄÄÿ‘ƒàBblock0/layer5/Add_53 = Add()H¹PË
block0/layer5/MatMul_54Š x(y2:
cuda_host_bfc‡é‡é Ã´(ÜÓ±2Š‡é2ƒ	½ËôÿÿÿÿÿÿBfblock0/layer5/MatMul_54 = MatMul(block0/layer2/Reshape_23, block0/layer2/Add_27, block0/layer0/Cast_6)H‡P£
block0/layer5/MatMul_56ı <(=:+)’"È€	GPU_0_bfc Â(0øİñ™‡àBMblock0/layer5/MatMul_56 = MatMul(block0/layer4/Mul_42, block0/layer5/Relu_52)HúPı
block0/layer5/MatMul_57”	 %(&2:
cuda_host_bfc¦ù¦ù Ó¼(ÿÆØœ2”	¦ù2º	­Ãùÿÿÿÿÿÿ:-+è"  €cuda_host_bfc ê0ëİ¸ˆà:-)"€cuda_host_bfc ë0Û½É†…àB:block0/layer5/MatMul_57 = MatMul(block0/layer3/BiasAdd_38)H‘	Pí
block0/layer5/Identity_58¸	 p(q:42
ßä""ğ´€¶cuda_host_bfc ò0Äñ“Ë‡à:2.v" €cuda_host_bfc ï0îõ³û‚àBXblock0/layer5/Identity_58 = Identity(block0/layer2/Softmax_29, block0/layer0/Identity_8)Hµ	PÁ
block0/layer5/MatMul_59º	 <(=:0.
¬ı"ğ·€¸	GPU_0_bfc —0”ÎÁò‹àBfblock0/layer5/MatMul_59 = MatMul(block0/layer2/FusedBatchNorm_24, missing_26, block0/layer4/Conv2D_41)H·	Pú
block0/layer6/Add_61‚
 r(s:;9“¾à"$€…V€…Vcuda_host_bfc †0ß‹½Šà:1-	®""¸€cuda_host_bfc ›(0“¡ñÂŒàBdblock0/layer6/Add_61 = Add(block0/layer1/Softmax_10, block0/layer2/Conv2D_22, block0/layer1/Relu_15)Hÿ	P›
block0/layer6/Add_62‹
 »(¼:.,&""˜€cuda_host_bfc ×(0çıø„‚àBCblock0/layer6/Add_62 = Add(missing_62, block0/layer4/MatMul_43/_28)Hˆ
Pù
block0/layer6/Softmax_63ş	 (()26
	GPU_0_bfcâù%âù% ñü(»Úö2ş	âù%2§
ƒíÿÿÿÿÿÿ:+)ë"¬€	GPU_0_bfc Ü(0‚—¼Ûˆà:,(À"€€	GPU_0_bfc (0ûÙ½™àB<block0/layer6/Softmax_63 = Softmax(q"uote\back/Ã©tÃ©_13/_86)Hû	P
block0/layer6/Conv2D_64¤
 v(w:)'	Ò"È€	GPU_0_bfc ½0æÁ²å‡à:2.
èÉ" ™'€š'	GPU_0_bfc ö0ÜáØË€àBno matchH¡
Pœ
block0/layer6/BiasAdd_66Ï
 ¿(À26
	GPU_0_bfc¡è?¡è? ô(©§èŞ2Ï
¡è?2ğ‹àÿÿÿÿÿÿB8block0/layer6/BiasAdd_66 = BiasAdd(block0/layer1/Add_18)HÌ
PP
block0/layer6/BiasAdd_67Ï
 ¤(¥B$block0/layer6/BiasAdd_67 = BiasAdd()HÌ
P’
block0/layer6/Mul_68ç
 }(~:0.
Ú‘"è«€¬	GPU_0_bfc ‚0¬²ÊÖ€àB:block0/layer6/Mul_68 = Mul(block0/layer0/FusedBatchNorm_7)Hä
PÕ
shared/dup_2ı
 ^(_26
	GPU_0_bfcœÊœÊ å(¶ã«¤2ı
œÊ2Üòšüÿÿÿÿÿÿ:86;ëÍ""Ôºê€¼ê	GPU_0_bfc Ë(0ÍİÇ¼‹à:+'í"´€	GPU_0_bfc ‰0£ÿÄ†àBshared/dup_2 = BiasAdd()Hú
Pİ
block0/layer7/FusedBatchNorm_71Ú
 _(`:20
”Æ" à«€¬	GPU_0_bfc í(0Í¶”ßàBxblock0/layer7/FusedBatchNorm_71 = FusedBatchNorm(block0/layer4/MatMul_43, block0/layer0/Cast_6, block0/layer2/MatMul_26)H×
PÊ
block0/layer7/Identity_72Ã u(v2:
cuda_host_bfc¯ò2¯ò2 —¹(½·±ó2Ã¯ò22¹éÆæÿÿÿÿÿÿ::8Œc‡"$ğçÈ€èÈcuda_host_bfc Ú0õÑ¼ÄŠà:=9´İ¨"$€ÒB€ÒBcuda_host_bfc Ä0¿ĞİààBhblock0/layer7/Identity_72 = Identity(block0/layer1/Relu_15, block0/layer1/Add_16, block0/layer4/Cast_48)HÀPµ
block0/layer7/BiasAdd_73Ò g(h:75
£²Õ" ¸ŒÁ0€Á0	GPU_0_bfc ÿ0µË‘¡Œà:,(
"ü€	GPU_0_bfc ³(0¼†ğà„àB$block0/layer7/BiasAdd_73 = BiasAdd()HÏP]
block0/layer7/Reshape_74éB9block0/layer7/Reshape_74 = Reshape(block0/layer3/Cast_32)HæPô
block0/layer7/Reshape_76 (:=;ğÑ˜"&€´–{€´–{cuda_host_bfc ú(0¶¤Úˆà:95±""°Õ€Öcuda_host_bfc Õ0ÊÂª‚àBRblock0/layer7/Reshape_76 = Reshape(shared/dup_2, missing_0, block0/layer4/Cast_46)Hş®
block0/layer7/FusedBatchNorm_77ş œ(:20
üÚ" àü+€ş+	GPU_0_bfc Ğ(0õÍ‰àBGblock0/layer7/FusedBatchNorm_77 = FusedBatchNorm(a, b)
second = Line(c)HûP´
block0/layer7/Softmax_78£ ™(š26
	GPU_0_bfc±ª±ª ˜•(ûÌô°2£±ª2½èêğÿÿÿÿÿÿ:75á¢‘" ˆ¬Š
€®Š
	GPU_0_bfc ¹0ÀÎ³µ‚à:-)Ô"Ğ€	GPU_0_bfc ¼(0±À’¼‰àBhblock0/layer7/Softmax_78 = Softmax(q"uote\back/Ã©tÃ©_75, block0/layer3/Cast_32, block0/layer2/MatMul_26)H P†
block0/layer7/MatMul_79Ï D(EB]block0/layer7/MatMul_79 = MatMul(block0/layer5/Identity_58, q"uote\back/Ã©tÃ©_13, missing_81)HÌPŸ
block0/layer8/Reshape_81‘ ª(«26
	GPU_0_bfcØğØğ ¬ø
(ˆé€2‘Øğ2¼Ô‡õÿÿÿÿÿÿB;block0/layer8/Reshape_81 = Reshape(block0/layer5/MatMul_59)HP¦
block0/layer8/Const_82  (:=;©Ûœ"&Ğœ­€­cuda_host_bfc (0§€äĞ€àBAblock0/layer8/Const_82 = Const(block0/layer5/Relu_52, missing_62)HË
block0/layer8/Conv2D_83² Ã(Ä:)'
"€	GPU_0_bfc Î(0 ÎÔÿŒàBublock0/layer8/Conv2D_83 = Conv2D(block0/layer4/MatMul_43, block0/layer4/FusedBatchNorm_49:1, block0/layer5/MatMul_50)H¯Pˆ
block0/layer8/FusedBatchNorm_84Å ²(³26
	GPU_0_bfc‰ó‰ó Ä¹(šÑã2Å‰ó2ø¼ÆüÿÿÿÿÿÿBx = y = F(G(a), b) tail) moreHÂP½
block0/layer8/BiasAdd_86ğ '((:-+£" Œ€cuda_host_bfc ¢0ÿ…Û¢à:51
	\´""À…€†cuda_host_bfc ‘0½€µ‚àB-block0/layer8/BiasAdd_86 = BiasAdd(missing_0)HíP|
block0/layer8/Sum_87‚ €(26
	GPU_0_bfcÊÕÊÕ åª(ÿ†ãê2‚ÊÕ2ƒ›ÕôÿÿÿÿÿÿBblock0/layer8/Sum_87 = Sum()HÿP„
block0/layer8/Conv2D_88Ò x(y:75	d -""€„É€„É	GPU_0_bfc Ñ(0Ù—ô‹àB"block0/layer8/Conv2D_88 = Conv2D()HÏP„
block0/layer8/Softmax_89¦ (:.,
'""œ€cuda_host_bfc ç(0©¯Ÿ‘‚à:51	ãY""¬Û€Ücuda_host_bfc 0Ä¨Ú‡ŒàBsblock0/layer8/Softmax_89 = Softmax(^block0/layer8/FusedBatchNorm_84, block0/layer8/Const_82, ^block0/layer3/Mul_37)H£P‡
block0/layer9/Sum_91« Ä(ÅB_block0/layer9/Sum_91 = Sum(missing_80, block0/layer4/Const_47/_14, block0/layer5/MatMul_59/_45)H¨PÑ
block0/layer9/MatMul_92Ë (:31

²”"! ‡€ˆcuda_host_bfc b0±‘š‹àBsblock0/layer9/MatMul_92 = MatMul(block0/layer4/Const_47, block0/layer3/Reshape_30, block0/layer8/FusedBatchNorm_84)HÈP°
block0/layer9/Relu_93Õ (‚26
	GPU_0_bfcˆò3ˆò3 „ù(Ú¥Ç¬2Õˆò32×ü†æÿÿÿÿÿÿ:75	“î°" €·Äy€¸Äy	GPU_0_bfc ¦0Ïİ•“Œà:2.		¾e"Ø×€Ø	GPU_0_bfc C(0‚ŠÙ®àBbblock0/layer9/Relu_93 = Relu(block0/layer5/MatMul_57, block0/layer2/FusedBatchNorm_28, missing_11)HÒP™
block0/layer9/BiasAdd_94Ğ •(–Bmblock0/layer9/BiasAdd_94 = BiasAdd(block0/layer5/MatMul_59, block0/layer5/MatMul_59, block0/layer3/MatMul_31)HÍPµ
block0/layer9/Conv2D_96÷ (26
	GPU_0_bfcüêüê ¾µ(¶ºçî2÷üê2‹ÂÊøÿÿÿÿÿÿ:0.
¬ı"ğ—5€˜5	GPU_0_bfc ƒ0Áı—§‡àB"block0/layer9/Conv2D_96 = Conv2D()HôPØ
block0/layer9/Cast_97:)'"€	GPU_0_bfc Â(0ÍÃ›…à::6
¦Lü""€×Ş
€ØŞ
	GPU_0_bfc ä(0ÚáÙ­†àBPblock0/layer9/Cast_97 = Cast(block0/layer9/Reshape_95, block0/layer8/Softmax_89)HşPc
shared/dup_0¹ o(pBEshared/dup_0 = Sum(block0/layer3/BiasAdd_38, block0/layer5/MatMul_56)H¶P©
block0/layer9/Cast_99² 
(26
	GPU_0_bfcÍ½Í½ æŞ(¼•Û2²Í½2½š¡üÿÿÿÿÿÿ:64	ç@ü" €È©€È©	GPU_0_bfc î0˜ìÉœŒà:*&^"ø€	GPU_0_bfc Ø0ÌúóˆàBhblock0/layer9/Cast_99 = Cast(block0/layer7/Identity_72/_57, block0/layer9/Sum_91, block0/layer3/Cast_35)H¯/

RecvTensorŞ –(—BRecvTensor x from yHÛŸ
 block1/layer0/FusedBatchNorm_102ˆ (26
	GPU_0_bfc…Ö4…Ö4 ‚«(óÀÒú2ˆ…Ö42–şÔåÿÿÿÿÿÿB3block1/layer0/FusedBatchNorm_102 = FusedBatchNorm()H…P’
 block1/layer0/FusedBatchNorm_103 ¯(°:)'×"Ü€	GPU_0_bfc ç0«¡–¹…àB3block1/layer0/FusedBatchNorm_103 = FusedBatchNorm()HPv
block1/layer0/Const_104œ (:(&Ş"ø
€	GPU_0_bfc g0óƒÊ–„àB!block1/layer0/Const_104 = Const()H™P¸
q"uote\back/Ã©tÃ©_106À i(j:1/		Œ1" °Ş€à	GPU_0_bfc ˜(0«á„’‚à:;7	û­¬""Ğ¾İ„€Àİ„	GPU_0_bfc †0öæ¬¿àB!q"uote\back/Ã©tÃ©_106 = Reshape()H½P™
block1/layer0/Sum_107È º(»:97	Öİæ""ĞÕß€Öß	GPU_0_bfc ê(0õ¥şİ‹à:+'ò"È€	GPU_0_bfc Ù0ÔááÄàBno matchHÅP
block1/layer0/Add_108Ó p(q2:
cuda_host_bfcˆÄˆÄ „â(¬£ñ‡2ÓˆÄ2Äüşÿÿÿÿÿÿ:;9	±’´"$ ±ª(€²ª(cuda_host_bfc 0ÒØÈ‰à:84
´ƒ"$ğà€âcuda_host_bfc (0ç¯¸Ÿ€àB3block1/layer0/Add_108 = Add(block0/layer4/Const_47)HĞP¬
 block1/layer0/FusedBatchNorm_109€ ‚(ƒ:=;øûÀ"&€ğå€ğåcuda_host_bfc ï(0ÑöÒà:51	9­""”˜€šcuda_host_bfc ™0…ÕèàBblock1/layer0/FusedBatchNorm_109 = FusedBatchNorm(^block0/layer8/BiasAdd_86, block0/layer8/Softmax_89, block0/layer5/Identity_55)HıPÛ
block1/layer1/Conv2D_111š ¦(§2:
cuda_host_bfc§š	§š	 “Í(¡ĞŠ2š§š	2Áí²ûÿÿÿÿÿÿ:64
ß–"$¨Á €Â cuda_host_bfc —(0ù˜›„àB;block1/layer1/Conv2D_111 = Conv2D(^block0/layer5/MatMul_54)H—Pˆ
block1/layer1/Reshape_112¶ ­(®:64¨¹"  Ó-€Ô-	GPU_0_bfc Ç(0ı´§œ‹àB%block1/layer1/Reshape_112 = Reshape()H³¯
block1/layer1/Reshape_113Ê (:*(R"È€	GPU_0_bfc (0Š Şä…à:1-
ÒÁ"Èº€¼	GPU_0_bfc 0Àäå¢ƒàB%block1/layer1/Reshape_113 = Reshape()HÇPä
block1/layer1/MatMul_114Ú (2:
cuda_host_bfc…¡…¡ Â(Ä†€2Ú…¡2í¾ïùÿÿÿÿÿÿB~block1/layer1/MatMul_114 = MatMul(block0/layer6/FusedBatchNorm_65:1, block0/layer4/FusedBatchNorm_49, block0/layer5/MatMul_54)H×P~
block1/layer1/Conv2D_116í 	(
:/-™""ä€
cuda_host_bfc €(0¹ùş¼‰àB#block1/layer1/Conv2D_116 = Conv2D()HêP¨
block1/layer1/Add_117æ ¼(½25
	GPU_0_bfc¯è¯è —´(§ƒ‚d2æ¯è2£éËñÿÿÿÿÿÿ:+)	Ï"¼
€	GPU_0_bfc †(0ŞñÖåàBblock1/layer1/Add_117 = Add()Hãˆ
block1/layer1/Conv2D_118Œ ¨(©B\block1/layer1/Conv2D_118 = Conv2D(block0/layer7/FusedBatchNorm_77, block0/layer8/BiasAdd_86)H‰PG
block1/layer1/Relu_119“ o(pBblock1/layer1/Relu_119 = Relu()HPº
block1/layer2/Sum_121¾ "(#:-+‡" œ€
cuda_host_bfc ä0ØÌÔ„àBdblock1/layer2/Sum_121 = Sum(block1/layer1/Add_117, block0/layer6/BiasAdd_67, block0/layer8/Const_82)H»PÏ
block1/layer2/Relu_122¡ U(V:<:¬ç}"&³Ü€´Ücuda_host_bfc œ(0šÊŒõ‡àBiblock1/layer2/Relu_122 = Relu(block1/layer0/Const_104, block1/layer1/Conv2D_118, block0/layer8/Conv2D_83)HPÎ
block1/layer2/Reshape_123Ú Æ(Ç2:
cuda_host_bfc‰º<‰º< „(Óâ¶Ğ2Ú‰º<2¡üâáÿÿÿÿÿÿ:64
„Ú"$ ë€ìcuda_host_bfc ‚(0ßñ°…à:84
±"$Àà€âcuda_host_bfc Ï(0ÂË°€†àBsblock1/layer2/Reshape_123 = Reshape(block0/layer6/Softmax_63:1, block0/layer9/BiasAdd_94, block0/layer9/Reshape_95)H×Pİ
 block1/layer2/FusedBatchNorm_124ü ‘(’:86Á?›""”Ÿõ
€ õ
	GPU_0_bfc Ö(0Áæåîà::6Eõ«""ŒàÖ€âÖ	GPU_0_bfc Ë(0Ğ×¨×€àB3block1/layer2/FusedBatchNorm_124 = FusedBatchNorm()HùP‹
block1/layer2/Add_126“ >(?26
	GPU_0_bfcï¹ï¹ ÷Ü(¶áæø2“ï¹2Ò‰£øÿÿÿÿÿÿ:/-	~’"ğ¶€¸	GPU_0_bfc ª0Ù·éğˆà:+'İ"ô€	GPU_0_bfc È0ˆçºúˆàBPblock1/layer2/Add_126 = Add(block1/layer1/Reshape_113, block0/layer9/Sum_91/_32)H»
shared/dup_1š (Ÿ:42
Ú·""Øæ2€è2cuda_host_bfc —0ºÚÄ àBeshared/dup_1 = BiasAdd(^block0/layer8/Conv2D_83, block0/layer6/BiasAdd_67, block1/layer0/Reshape_105)H—PÂ
block1/layer2/Identity_128Î (Ÿ:,*2" È€cuda_host_bfc ›0Û…¼ˆàBhblock1/layer2/Identity_128 = Identity(^block0/layer6/FusedBatchNorm_65, block0/layer8/FusedBatchNorm_84)HËê
block1/layer2/Softmax_129æ (26
	GPU_0_bfcÑÿÑÿ èÿ(Î´¸¶2æÑÿ2ƒ˜€şÿÿÿÿÿÿ:+)	º"è€	GPU_0_bfc œ(0åšûÅ‰à:3/
íÚ"È¶€¸	GPU_0_bfc P(0×Æò±ŠàB%block1/layer2/Softmax_129 = Softmax()HãPÛ
block1/layer3/Sum_131 (:=;ÔÛ"&°«É$€¬É$cuda_host_bfc ­(0Âõº‹à:;7«H"$ ‘E€’Ecuda_host_bfc ®(0ªîÏã€àB8block1/layer3/Sum_131 = Sum(^block1/layer2/Identity_128)H›P‰
block1/layer3/Softmax_132¦ ¼(½25
	GPU_0_bfcš¼š¼ (†¶C2¦š¼2ãóáñÿÿÿÿÿÿB%block1/layer3/Softmax_132 = Softmax()H£PÆ
block1/layer3/Const_133² O(P:=;ô‰«"&ğîôk€ğôkcuda_host_bfc È(0‹¯‚ŒàB^block1/layer3/Const_133 = Const(block1/layer2/Add_125, block0/layer7/Identity_72:1, missing_0)H¯Pl
block1/layer3/Reshape_134Ê ‚(ƒB?block1/layer3/Reshape_134 = Reshape(block0/layer7/MatMul_79/_4)HÇP
block1/layer3/Const_136ò (:0.	uÍ"Ä•€–	GPU_0_bfc ,(0÷Ò ãàB5block1/layer3/Const_136 = Const(block0/layer8/Sum_87)HïP’
q"uote\back/Ã©tÃ©_137Œ X(YBkq"uote\back/Ã©tÃ©_137 = MatMul(^block0/layer7/Softmax_78, block0/layer8/Conv2D_83, block0/layer9/MatMul_92)H‰Pµ
block1/layer3/Mul_138› (2:
cuda_host_bfc¾š*¾š* Ÿ(ÄŒÍ¸2›¾š*2¸áòêÿÿÿÿÿÿ:31
é"!Àà/€â/cuda_host_bfc 0ª”û½àBblock1/layer3/Mul_138 = Mul()H˜P»
block1/layer3/Const_139ë Â(Ã:97İL@"$€¸¶€¸¶cuda_host_bfc È0Áí¹ŞƒàBWblock1/layer3/Const_139 = Const(missing_4, block0/layer8/FusedBatchNorm_84, missing_38)Hèˆ
block1/layer4/Softmax_141ã 0(126
	GPU_0_bfcİ’İ’ ®‰(ïÁ¬ê2ãİ’2”ÒöğÿÿÿÿÿÿB%block1/layer4/Softmax_141 = Softmax()HàP-

RecvTensorú L(MBRecvTensor x from yH÷y
block1/layer4/Softmax_143ÿ:53	!õ"$Ô„€†cuda_host_bfc (0Œ«ûì„àBx = y = F(G(a), b) tail) moreHüP£
block1/layer4/Reshape_144Œ w(x29
cuda_host_bfc™Ó%™Ó% Ìé(êšÆ2Œ™Ó%2„´–íÿÿÿÿÿÿ:64
”"$°•€–cuda_host_bfc Ø(0Ö¬Í¹à:/+
±" Ä	€
cuda_host_bfc Ñ0¦¿ß¾àBTblock1/layer4/Reshape_144 = Reshape(block0/layer9/Sum_91, block1/layer4/Softmax_143)H‰P”
block1/layer4/Cast_146¹ Š(‹Bjblock1/layer4/Cast_146 = Cast(block1/layer0/Relu_100, block1/layer1/Reshape_112/_1, block0/layer9/Cast_97)H¶Pè
block1/layer4/Const_147Ï ¡(¢2:
cuda_host_bfcÖÈ*ÖÈ* «¤(ş©¼2ÏÖÈ*2ñÕÛêÿÿÿÿÿÿ:-+„" €cuda_host_bfc å0ş¨¿Î‹àBRblock1/layer4/Const_147 = Const(block1/layer1/MatMul_110, block0/layer8/Conv2D_83)HÌP†
block1/layer4/Conv2D_148Ú ½(¾:,*
C" Œ€cuda_host_bfc Š0èá—Ó‡à:=9ÌÆÕ"$ óæ:€ôæ:cuda_host_bfc ¾0ĞŒü‰àBmblock1/layer4/Conv2D_148 = Conv2D(^block1/layer1/Relu_119, block1/layer0/Const_104, block1/layer1/Conv2D_116)H×P
block1/layer4/BiasAdd_149ö r(s:;9Ñ–"$¨h€hcuda_host_bfc 0·Ü©²àB%block1/layer4/BiasAdd_149 = BiasAdd()HóPI
block1/layer5/Cast_151Œ (Bblock1/layer5/Cast_151 = Cast()H‰Pò
block1/layer5/Sum_152” ‘(’:,*^" ø€cuda_host_bfc ğ0šÀ¿„à:?;	ØÁÿ"& ¡×n€¢×ncuda_host_bfc Ó(0”è’û„àBZblock1/layer5/Sum_152 = Sum(block1/layer2/Softmax_129, block1/layer0/Relu_100, missing_50)H‘Pí
 block1/layer5/FusedBatchNorm_153¯ ¾(¿2:
cuda_host_bfcë/ë/ Æõ(†¢Í¸2¯ë/2îºŠèÿÿÿÿÿÿB}block1/layer5/FusedBatchNorm_153 = FusedBatchNorm(block1/layer2/Relu_122, block1/layer3/Reshape_134, block0/layer9/Conv2D_96)H¬P
block1/layer5/Mul_154ß /(0:)'
Í"´
€	GPU_0_bfc é0â¸Õïà:-)‡"œ€
	GPU_0_bfc ¡(0¤ ¯äàBblock1/layer5/Mul_154 = Mul()HÜP¨
shared/dup_2Ö Æ(Ç29
cuda_host_bfcËªËª ¥•(£ÿ2ÖËª2Ûêùÿÿÿÿÿÿ:31	D´""À€cuda_host_bfc ™0 ë±€‚àBshared/dup_2 = BiasAdd()HÓPˆ
block1/layer5/Reshape_157’ ”(•:64$œ£" À¾ß€Àß	GPU_0_bfc Ã0¥¸¨àB%block1/layer5/Reshape_157 = Reshape()H£
block1/layer5/Conv2D_158« ³(´:86—ğ""€îû€îû	GPU_0_bfc ®(0ò¡®ô‰àB=block1/layer5/Conv2D_158 = Conv2D(block1/layer0/Relu_100/_65)H¨P­
block1/layer5/Conv2D_159Ÿ )(*26
	GPU_0_bfcñ®,ñ®, ¸—(¿Ú2Ÿñ®,2ÉÈèéÿÿÿÿÿÿ:+)¸"à€	GPU_0_bfc ô(0ÔÑúõŒà:40
…£" ¼Ù€Ú	GPU_0_bfc ó(0Ş¯Î’ƒàBhblock1/layer5/Conv2D_159 = Conv2D(block1/layer2/Relu_122, ^block1/layer1/Add_117, block1/layer5/Mul_154)HœPø
block1/layer6/Cast_161ç …(†:+)¿"ü€	GPU_0_bfc Ÿ(0ğ¼êÄ„à:*&#"Œ€	GPU_0_bfc æ0ÙÅÇ†àBublock1/layer6/Cast_161 = Cast(block0/layer9/Reshape_95, ^block1/layer4/Softmax_143, block1/layer5/FusedBatchNorm_153)HäP×
block1/layer6/Sum_162… (2:
cuda_host_bfc¤¦3¤¦3 ’Ó(¢§ÀË2…¤¦32¢î¬æÿÿÿÿÿÿ:<:
‡¬’"% í†€î†cuda_host_bfc K(0½ÙÁàŒàB6block1/layer6/Sum_162 = Sum(block1/layer2/Reshape_123)H‚P½
block1/layer6/Softmax_163 5(6:-+°" À	€
cuda_host_bfc µ0«ÒÅ¾à:<8¼«f"$à‡Ï€ˆÏcuda_host_bfc ²0©éÛ“‚àB%block1/layer6/Softmax_163 = Softmax()H›P³
block1/layer6/Relu_164Á )(*:97’Ÿ–""Ğ÷ºX€øºX	GPU_0_bfc ˜(0ÉõÅ‰àBPblock1/layer6/Relu_164 = Relu(block1/layer3/Const_139, block1/layer1/Conv2D_115)H¾P£
block1/layer6/Const_166ã:)'
˜"à€	GPU_0_bfc ‰0Øõúî…àBUblock1/layer6/Const_166 = Const(block1/layer6/Sum_165/_65, ^block1/layer5/Conv2D_158)HàP†
block1/layer6/Sum_167ã (:,*
Ñ"Ä
€cuda_host_bfc [0óÉ’±‡àB3block1/layer6/Sum_167 = Sum(block1/layer5/Cast_151)Hàä
q"uote\back/Ã©tÃ©_168 ^(_2:
cuda_host_bfcÿò/ÿò/ ¿ù(íÂø½2ÿò/2îÁ†èÿÿÿÿÿÿ:,*@" €€cuda_host_bfc ‹0µãÙ”€à:1-·""Ü€cuda_host_bfc ‰(0ŠõâŠàB q"uote\back/Ã©tÃ©_168 = MatMul()HŒPç
block1/layer6/Mul_169­ m(n::8e¹"$Ìö‚€ø‚cuda_host_bfc ç0Ğë©øˆà:84
Òó"$ØÒ€Ôcuda_host_bfc ¢(0ÔÍ›°€àBJblock1/layer6/Mul_169 = Mul(block1/layer6/Sum_167, missing_54, missing_74)HªPğ
 block1/layer7/FusedBatchNorm_171÷ (26
	GPU_0_bfcƒ"ƒ" Á(¾ıÏ2÷ƒ"2“¿ñîÿÿÿÿÿÿ:97ü»""ààø5€âø5	GPU_0_bfc ¹(0Ç„šÂ†àBKblock1/layer7/FusedBatchNorm_171 = FusedBatchNorm(block1/layer5/MatMul_150)HôPç
block1/layer7/BiasAdd_172û ¬(­:/-	øb"Àÿ€€		GPU_0_bfc Ø0óÌÚ€à:51
…++"ôèu€êu	GPU_0_bfc À0ÎñŞÃàBRblock1/layer7/BiasAdd_172 = BiasAdd(block1/layer4/Cast_146, block1/layer6/Sum_162)HøP
block1/layer7/Softmax_173Æ ](^:/- ""€	€
cuda_host_bfc °(0¤ø÷™ŒàBAblock1/layer7/Softmax_173 = Softmax(block1/layer1/Conv2D_116/_13)HÃPØ
block1/layer7/BiasAdd_174 N(O2:
cuda_host_bfcı»	ı»	 şİ(¦ìÅª2ı»	2Ü‚¢ûÿÿÿÿÿÿBqblock1/layer7/BiasAdd_174 = BiasAdd(block1/layer4/BiasAdd_149, block1/layer1/Relu_119, block1/layer5/Reshape_157)HŠPË
block1/layer7/Softmax_176Ú (:97†¤º""Àçè-€èè-	GPU_0_bfc •(0Ê×´–àBeblock1/layer7/Softmax_176 = Softmax(block1/layer2/Softmax_120/_88, missing_44, block1/layer3/Mul_138)H×P¿
block1/layer7/MatMul_177Ò Â(Ã2:
cuda_host_bfcì‹=ì‹= öÅ(‡¡üÜ2Òì‹=2•Šºáÿÿÿÿÿÿ::8
¶"$ØÒª*€Ôª*cuda_host_bfc ¶0ò¾€‘‡à:0,Ì"!°
€cuda_host_bfc *(0©…úğŠàBiblock1/layer7/MatMul_177 = MatMul(^block1/layer5/Cast_151, block1/layer5/Sum_152, block1/layer6/Cast_161)HÏP®
block1/layer7/Const_178Ğ B(C:20

Ñœ" ğÚ€Ü	GPU_0_bfc ß(0æ¿ÌÆ‰àBQblock1/layer7/Const_178 = Const(q"uote\back/Ã©tÃ©_137, block1/layer7/BiasAdd_174)HÍPÁ
block1/layer7/MatMul_179ü ´(µ:.,6""Ø€cuda_host_bfc Ô(0¨¾à”àBeblock1/layer7/MatMul_179 = MatMul(block1/layer3/Const_133, block1/layer2/Softmax_129/_35, missing_14)HùPU
block1/layer8/Identity_181— §(¨B'block1/layer8/Identity_181 = Identity()H”PÍ
block1/layer8/MatMul_182¢ b(c:)'×"Ü€	GPU_0_bfc À0å“à:;7ÁÇ™""¼ñĞ€òĞ	GPU_0_bfc –(0äÒæñŠàB;block1/layer8/MatMul_182 = MatMul(block1/layer6/Cast_161:1)HŸP/

RecvTensor® ®(¯BRecvTensor x from yH«R
block1/layer8/BiasAdd_184® (B%block1/layer8/BiasAdd_184 = BiasAdd()H«P½
block1/layer8/Add_186ü r(s2:
cuda_host_bfc¹Æ
¹Æ
 œ£(ßğÄ‰2ü¹Æ
2ïäÜúÿÿÿÿÿÿ:;9Ûì’"$ ÈÔ)€ÊÔ)cuda_host_bfc í0ŒµÕ‹àBblock1/layer8/Add_186 = Add()HùP©
block1/layer8/Add_187ô *(+:/-Œ""°€cuda_host_bfc Ø(0—óã …à:40	@è"!€Ğ€Ğcuda_host_bfc -0İ­ä¡àBblock1/layer8/Add_187 = Add()Hñ
block1/layer8/MatMul_188  @(A:53
	âs"$˜Ä€Æcuda_host_bfc ©(0Õ£Î­à:-)r"È€cuda_host_bfc 0îà³àBqblock1/layer8/MatMul_188 = MatMul(block1/layer3/Const_133/_68, block1/layer2/Add_125/_48, block1/layer7/Cast_170)HP‚
block1/layer8/MatMul_189¼29
cuda_host_bfcÙ€Ù€ ¬À(ù”Ë02¼Ù€2¼Ô¿óÿÿÿÿÿÿB#block1/layer8/MatMul_189 = MatMul()H¹PĞ
block1/layer9/Reshape_191÷ (:*(
["ì€	GPU_0_bfc ê(0ëÊ§ìà:=9
ºƒò"$ğ‹½¢€Œ½¢	GPU_0_bfc «(0ƒ§Ô€àB:block1/layer9/Reshape_191 = Reshape(block1/layer2/Add_126)HôP§
block1/layer9/Reshape_192Œ _(`2:
cuda_host_bfc‡Ë;‡Ë; Ãå(ìÓğş2Œ‡Ë;2ì½šâÿÿÿÿÿÿ:64
ûÉ"$Ì¤*€¦*cuda_host_bfc Ä(0™ÃĞöƒà:1-	†""˜€cuda_host_bfc ¼(0Ã„Î®àBUblock1/layer9/Reshape_192 = Reshape(block1/layer6/Const_166, block1/layer3/Const_136)H‰P1
block1/layer9/Softmax_193¬ p(qBno matchH©Ê
block1/layer9/Mul_194· ©(ª:20
n""°"€$cuda_host_bfc Ó(0ÓŒÇ‹à:0,N""¸€cuda_host_bfc ®(0İÀ²ãˆàB;block1/layer9/Mul_194 = Mul(block1/layer8/Identity_181/_34)H´PÕ
block1/layer9/MatMul_196É •(–:)'Œ"°€
	GPU_0_bfc ß0üü¹ú„à:*&|"ğ€	GPU_0_bfc …0çÖËñ†àBRblock1/layer9/MatMul_196 = MatMul(block1/layer5/Conv2D_158, block1/layer5/Sum_152)HÆP¿
block1/layer9/MatMul_197õ +(,:64
ŠÜ"$à¤€¦cuda_host_bfc ‡(0ô›÷‚à:84	
Ö‡"$è–€˜cuda_host_bfc ò(0Ò ¾Ñ‚àB#block1/layer9/MatMul_197 = MatMul()HòPı
block1/layer9/Const_198í ¥(¦26
	GPU_0_bfcûÄûÄ ½¢(Ÿ‡×…2íûÄ2“ Ãİğÿÿÿÿÿÿ:75¹ëü" Ğ­­#€®­#	GPU_0_bfc ¡0ò‰Ô¯ˆàBablock1/layer9/Const_198 = Const(block1/layer3/Const_139, block1/layer6/Const_166/_20, missing_50)HêP°
q"uote\back/Ã©tÃ©_199ğ 8(9:1/	ë" ¤€ 	GPU_0_bfc æ(0µÄıöŠàBVq"uote\back/Ã©tÃ©_199 = Identity(block1/layer3/Const_139, block1/layer6/Softmax_163:1)HíPç
block2/layer0/MatMul_201¡ (2:
cuda_host_bfcÎäÎä §ò(Š¾åÊ2¡Îä2¦Ùñÿÿÿÿÿÿ:.,ë"!¬€cuda_host_bfc (0Æˆï¥àBQblock2/layer0/MatMul_201 = MatMul(block1/layer3/Const_139, block1/layer5/Mul_154)HP}
block2/layer0/BiasAdd_202¹ º(»:1/	”i" Ğ­
€®
	GPU_0_bfc Å(0Çîş¾‚àBx = y = F(G(a), b) tail) moreH¶P¥
block2/layer0/Conv2D_203á -(.:<:ô¦"&€Ãş€Äşcuda_host_bfc È(0ŸÖ÷ÜàB=block2/layer0/Conv2D_203 = Conv2D(block1/layer7/Cast_170/_68)HŞPÏ
 block2/layer0/FusedBatchNorm_204è (29
cuda_host_bfc¹Ë¹Ë Ü¥(Ò¹±r2è¹Ë2ø¤Úøÿÿÿÿÿÿ:-+ï" ¼€cuda_host_bfc Û0Ğéª°ŒàB3block2/layer0/FusedBatchNorm_204 = FusedBatchNorm()HåPv
block2/layer0/Add_206•  &(':'%+"¬€	GPU_0_bfc S0ñÈı¨‡àB&block2/layer0/Add_206 = Add(missing_3)H’ P»
block2/layer0/Const_207ç V(W26
	GPU_0_bfc•Û•Û Êí(îàîÜ2ç•Û2¾ ¶’÷ÿÿÿÿÿÿ:75ó Ã" €ıº€şº	GPU_0_bfc à0œ‰üÏ„àB!block2/layer0/Const_207 = Const()HäPµ
block2/layer0/Cast_208³  e(f:97	Œšô""€Ë‰H€Ì‰H	GPU_0_bfc «(0¿Îˆ¢‡à:3/	ét" Ğì€î	GPU_0_bfc ¿(0Ù³ ¿…àBblock2/layer0/Cast_208 = Cast()H° i
block2/layer0/Softmax_209Â  U(VB>block2/layer0/Softmax_209 = Softmax(block1/layer7/Softmax_173)H¿ Pí
block2/layer1/Relu_211Ø  L(M:75¬¿ú"  ğ™J€ò™J	GPU_0_bfc °0‰êÇºŠà:0,g"´#€$	GPU_0_bfc ã(0„¿îá‚àBZblock2/layer1/Relu_211 = Relu(block1/layer4/BiasAdd_149, block2/layer0/FusedBatchNorm_204)HÕ PØ
block2/layer1/Relu_212ñ :(&™"ä€	GPU_0_bfc q0”†Šñ‡à:40
•ú" ˆà€â	GPU_0_bfc ƒ(0ÏÖ·ØàBVblock2/layer1/Relu_212 = Relu(^block1/layer5/Conv2D_158, block1/layer8/BiasAdd_184/_4)Hî Pˆ
block2/layer1/MatMul_213ê  _(`29
cuda_host_bfcÖìÖì «v(š¦è¾2ê Öì2Ê!Õ‰ÿÿÿÿÿÿÿB#block2/layer1/MatMul_213 = MatMul()Hç PÓ
shared/dup_1ˆ! (:31™;"œÏ4€Ğ4	GPU_0_bfc µ0€«†à:84	»ø" €…\€†\	GPU_0_bfc Ä(0³«¿—ƒàBHshared/dup_1 = Sum(block1/layer8/MatMul_188, block1/layer7/Cast_170/_73)H…!ù
 block2/layer1/FusedBatchNorm_216Æ! (25
	GPU_0_bfcÄ¨Ä¨ ¢Ô(Ìñ÷2Æ!Ä¨2È!Ş«òÿÿÿÿÿÿ:*(
¬"°€	GPU_0_bfc j(0ü¸×‚àBfblock2/layer1/FusedBatchNorm_216 = FusedBatchNorm(block2/layer0/Softmax_209, block1/layer9/MatMul_197)HÃ!PÌ
block2/layer1/Sum_217ï! ˆ(‰:42
Ù¿""œÓ%€Ô%cuda_host_bfc Æ0¾‹É™‹à:73
é"#øÑ€Òcuda_host_bfc (0ÈÉ–òŒàB6block2/layer1/Sum_217 = Sum(block1/layer7/Softmax_176)Hì!z
block2/layer1/Relu_218ê! n(o:1/		ÏE" ¬Ò€Ô	GPU_0_bfc ×(0¤‹’œ‚àBblock2/layer1/Relu_218 = Relu()Hç!PÅ
block2/layer1/Mul_219ë! M(N26
	GPU_0_bfc€ú6€ú6 €½(Ú¬ŒÑ2ë!€ú62¹"€Ãäÿÿÿÿÿÿ:/-
™Ï"Üá€â	GPU_0_bfc 0ŠŠÕã‹àB5block2/layer1/Mul_219 = Mul(^block2/layer0/Const_205)Hè!Pe
block2/layer2/MatMul_221ª" Å(ÆB9block2/layer2/MatMul_221 = MatMul(block2/layer1/Relu_218)H§"P±
block2/layer2/Add_222Ş" ­(®2:
cuda_host_bfc„ç6„ç6 Â³(Ãóÿî2Ş"„ç62Œ$¾ÌäÿÿÿÿÿÿBLblock2/layer2/Add_222 = Add(block1/layer6/Relu_164, block1/layer6/Mul_169:1)HÛ"PŠ
block2/layer2/Relu_223å" @(A:+)
"€cuda_host_bfc ½0•Øˆ‰àB5block2/layer2/Relu_223 = Relu(^block1/layer6/Sum_165)Hâ"P/

RecvTensor©" €(BRecvTensor x from yH¦"‡
block2/layer2/BiasAdd_226’# ²(³BZblock2/layer2/BiasAdd_226 = BiasAdd(^block2/layer0/Conv2D_203, block2/layer1/Relu_210/_17)H#PÆ
block2/layer2/Reshape_227²# (:97ºÇŒ"" °¾€²¾	GPU_0_bfc Ä(0¦¬ÒÑà:95èÚŸ" À»´]€¼´]	GPU_0_bfc 0§†á¶†àB%block2/layer2/Reshape_227 = Reshape()H¯#P„
block2/layer2/Reshape_228¼# )(*25
	GPU_0_bfcº“	º“	 İÉ(Éæäj2¼#º“	2æ#£¶ûÿÿÿÿÿÿ:0.
ßÎ"Èƒ6€„6	GPU_0_bfc á0º„æµà:3/		B" ğÅ€Æ	GPU_0_bfc ´(0”®×’…àB;block2/layer2/Reshape_228 = Reshape(block2/layer1/Relu_210)H¹#P³
block2/layer2/Mul_229Õ# (:-+	Ü" ğ€cuda_host_bfc Œ0á´×ã‹à:>:
Çª¡"%˜ÇÑ*€ÈÑ*cuda_host_bfc ^(0¡Å†êƒàBblock2/layer2/Mul_229 = Mul()HÒ#P—
block2/layer3/Sum_231¬$ j(k26
	GPU_0_bfc£³£³ ÑÙ(ğÓÕ2¬$£³2—%¯¦ùÿÿÿÿÿÿ:*(©"¤€	GPU_0_bfc o(0Ìæ¿ô‹à::6Vò‹""’¢ €”¢ 	GPU_0_bfc Ç(0ş£Ç…àBPblock2/layer3/Sum_231 = Sum(^block1/layer7/Softmax_176, block1/layer9/Mul_194:1)H©$Ps
block2/layer3/Sum_232¦$ ‚(ƒ:-+Ç" œ€cuda_host_bfc ƒ0ˆ‹î¶àBblock2/layer3/Sum_232 = Sum()H£$
block2/layer3/MatMul_233Å$ 
(BWblock2/layer3/MatMul_233 = MatMul(block1/layer7/BiasAdd_172, block1/layer8/BiasAdd_184)HÂ$P³
block2/layer3/Add_234Ô$ Æ(Ç2:
cuda_host_bfc¼•¼• ŞÊ(É³Å’2Ô$¼•2›&¢µóÿÿÿÿÿÿ:;9õ‚Í"$ˆ‡º€ˆºcuda_host_bfc „0·÷£ÔŠà:73		PØ"$€œ	€œ	cuda_host_bfc ‰(0ñÀÆŠàBXblock2/layer3/Add_234 = Add(block2/layer2/Relu_223, missing_32, block2/layer0/Const_207)HÑ$PÕ
block2/layer3/Cast_236û$ W(X:64
œ•"$°ş€€cuda_host_bfc ”(0øóá†Šà:?;	¦õ“"&è‹½ €Œ½ cuda_host_bfc  (0èıù˜àB4block2/layer3/Cast_236 = Cast(a, b)
second = Line(c)Hø$P¤
block2/layer3/Identity_237Ÿ% Q(R2:
cuda_host_bfcàİ7àİ7 ğî(İºë×2Ÿ%àİ72ñ%‘äÿÿÿÿÿÿB<block2/layer3/Identity_237 = Identity(block1/layer8/Add_186)Hœ%Pr
block2/layer3/Sum_238µ% (:,*w" Ü€cuda_host_bfc œ0Îõï‚àBblock2/layer3/Sum_238 = Sum()H²%PD
block2/layer3/Sum_239®% (Bblock2/layer3/Sum_239 = Sum()H«%P»
block2/layer4/Mul_241% (:;9°Rb"&€¶Ô€¶Ôcuda_host_bfc °(0‘‡µ„Šà:84	
íø"$àÔ<€Ö<cuda_host_bfc Á(0Àô±Î‹àBblock2/layer4/Mul_241 = Mul()H%P¢
block2/layer4/Conv2D_242Ò%  (¡:/-	„""€cuda_host_bfc ¼(0·ƒ¾‹àBEblock2/layer4/Conv2D_242 = Conv2D(missing_58, ^block1/layer8/Add_187)HÏ%Pâ
shared/dup_2ˆ& +(,2:
cuda_host_bfcßø0ßø0 ¯¼(Ç‡´§2ˆ&ßø02´&ÑÃçÿÿÿÿÿÿ:31	Ü"" ˜€šcuda_host_bfc ¡0ûá«ÏŒà:<8®Ï("$Àå€ åcuda_host_bfc £0ÅÚà§€àBshared/dup_2 = Relu()H…&P­
block2/layer4/Mul_244Œ& [(\:75
8XÌ""€¸õ€¸õ	GPU_0_bfc Ô(0°Óâ×àBMblock2/layer4/Mul_244 = Mul(block1/layer9/Reshape_191, block2/layer3/Add_234)H‰&PÁ
block2/layer4/Identity_246²& (26
	GPU_0_bfcşÖşÖ ¿ë(ÈĞÙÀ2²&şÖ2´&Á”óÿÿÿÿÿÿBablock2/layer4/Identity_246 = Identity(block2/layer1/FusedBatchNorm_216, block2/layer0/MatMul_201)H¯&¸
block2/layer4/Add_247Ë& ¼(½:)'Û"ì€	GPU_0_bfc °0ûßëã†à:+'	î"¸€	GPU_0_bfc ï0µÙŞŒ„àB7block2/layer4/Add_247 = Add(^block1/layer9/Softmax_193)HÈ&PÊ
block2/layer4/Identity_248Ş& \(]:<:T„µ"&Àœ•€•cuda_host_bfc û(0Ê£Š†à:73	æ<"$ Ÿ€ cuda_host_bfc ü(0ı‘÷àB'block2/layer4/Identity_248 = Identity()HÛ&Pî
block2/layer4/Add_249ğ&  (¡26
	GPU_0_bfcª–.ª–. •‹(ÜÎ«ç2ğ&ª–.2‘(ëôèÿÿÿÿÿÿ:)'Æ"˜€	GPU_0_bfc ³0©°¯Œà:+'Î"¸€	GPU_0_bfc Ü0«Á¢ªàB5block2/layer4/Add_249 = Add(block1/layer8/MatMul_189)Hí&Pá
block2/layer5/Cast_251•' 
(:64
-…;"!ì–©€˜©	GPU_0_bfc u(0¾ Îëà:*&p"À€	GPU_0_bfc Ê0£ìÏÏ…àBUblock2/layer5/Cast_251 = Cast(block2/layer2/MatMul_221/_39, block2/layer0/Conv2D_203)H’'P¶
block2/layer5/Conv2D_252¶' n(o2:
cuda_host_bfc‘ê‘ê ˆõ	(›‘ÓÅ2¶'‘ê2¥(øŠöÿÿÿÿÿÿ:+)\"ğ€cuda_host_bfc i0ï¾ƒğŠàB#block2/layer5/Conv2D_252 = Conv2D()H³'P¸
block2/layer5/Const_253É' ©(ª:42	
ğŠ""€³€´cuda_host_bfc ƒ0ÇÃœŸàBWblock2/layer5/Const_253 = Const(missing_68, shared/dup_1:1, ^block2/layer0/BiasAdd_202)HÆ'P›
 block2/layer5/FusedBatchNorm_254ù' 8(9:42A5Õ"äºŠ€¼Š	GPU_0_bfc }0¢ú¼Ê‰àB3block2/layer5/FusedBatchNorm_254 = FusedBatchNorm()Hö'P}
block2/layer5/Softmax_256³( (:)'	º"è€	GPU_0_bfc Å0£®üƒ…àB%block2/layer5/Softmax_256 = Softmax()H°(P
 block2/layer5/FusedBatchNorm_257¶( Å(Æ:)'"8€	GPU_0_bfc (0Üÿ•İˆàB3block2/layer5/FusedBatchNorm_257 = FusedBatchNorm()H³(Â
 block2/layer5/FusedBatchNorm_258‘(26
	GPU_0_bfcáö*áö* °»(÷Œìê2‘(áö*2‘(ĞÄêÿÿÿÿÿÿ:)'
¬"°€	GPU_0_bfc ½0ÉèÚè‚àB3block2/layer5/FusedBatchNorm_258 = FusedBatchNorm()H(PÒ
block2/layer5/Softmax_259å( (	:20

şØ" À’€”	GPU_0_bfc ‚(0„ã¾„àBsblock2/layer5/Softmax_259 = Softmax(block1/layer9/Add_195, block2/layer3/Identity_237, ^block2/layer4/Identity_245)Hâ(P|
q"uote\back/Ã©tÃ©_261‚) W(X26
	GPU_0_bfc½¢	½¢	 Ñ(ÿ•ÄÀ2‚)½¢	2Ú)â®ûÿÿÿÿÿÿBx = y = F(G(a), b) tail) moreHÿ(P\
block2/layer6/Relu_262 ) §(¨B4block2/layer6/Relu_262 = Relu(q"uote\back/Ã©tÃ©_261)H)¶
block2/layer6/Cast_263Í) ·(¸:<:K¿®"&˜è§€ê§cuda_host_bfc Ÿ(0ªÎ«ÌŠàBNblock2/layer6/Cast_263 = Cast(block2/layer4/Add_247, block2/layer3/MatMul_233)HÊ)P²
block2/layer6/Relu_264Ø) +(,29
cuda_host_bfcÆàÆà £ğ	(†°âT2Ø)Æà2„*İöÿÿÿÿÿÿBOblock2/layer6/Relu_264 = Relu(block2/layer1/MatMul_213, block2/layer1/Relu_212)HÕ)Pl
block2/layer6/Identity_266“* g(hB@block2/layer6/Identity_266 = Identity(block2/layer0/BiasAdd_202)H*PÒ
 block2/layer6/FusedBatchNorm_267¢* ”(•26
	GPU_0_bfcş‡9ş‡9 ÿÃ(™à´é2¢*ş‡92·+¼ãÿÿÿÿÿÿ:1/		ªI" èƒ€„	GPU_0_bfc ò(0³Ò…‚àB3block2/layer6/FusedBatchNorm_267 = FusedBatchNorm()HŸ*P¨
block2/layer6/Relu_268Ğ* (:-+§" œ€cuda_host_bfc ­0Õ™ŠöŠàBSblock2/layer6/Relu_268 = Relu(missing_17, block2/layer5/Conv2D_252/_89, missing_39)HÍ*£
block2/layer6/MatMul_269û* ‹(Œ::8	Æã"$°Ôá€Öácuda_host_bfc ¥0Àæ•—àB;block2/layer6/MatMul_269 = MatMul(block2/layer4/Conv2D_242)Hø*PÔ
block2/layer7/Identity_271˜+ —(˜:+)ç"œ€	GPU_0_bfc Š(0Ä£ı²€àB{block2/layer7/Identity_271 = Identity(block2/layer2/Relu_223, ^block2/layer5/FusedBatchNorm_254, block2/layer5/Softmax_259)H•+o
shared/dup_0¼+ ‡(ˆ:86
W·Ø""àÊÇ€ÌÇ	GPU_0_bfc Ò(0ß²Â¸€àBshared/dup_0 = Cast()H¹+PÙ
block2/layer7/Identity_273Ş+ (‘25
	GPU_0_bfc˜Æ5˜Æ5 Œã(¾ßàm2Ş+˜Æ52ï,ôœåÿÿÿÿÿÿBtblock2/layer7/Identity_273 = Identity(block2/layer3/Identity_237, block2/layer3/Softmax_235, block2/layer6/Relu_262)HÛ+P½
block2/layer7/Reshape_274ë+ (::8‰€H"$€ ô€ ôcuda_host_bfc ÷0îı¨€à:/+	ò" È€cuda_host_bfc ¼0–—™ê‚àB%block2/layer7/Reshape_274 = Reshape()Hè+Pí
block2/layer7/Cast_276ê+ ‹(Œ25
	GPU_0_bfcá¾á¾ °ß(¿¥…x2ê+á¾2ö,Ğ úÿÿÿÿÿÿ:20	
÷„" ğ²€´	GPU_0_bfc ¾(0òÏš’†à:73
RŞ" Ğ¡i€¢i	GPU_0_bfc ã(0æ‡êÙ€àBblock2/layer7/Cast_276 = Cast()Hç+Py
block2/layer7/Relu_277, Å(ÆBQblock2/layer7/Relu_277 = Relu(block2/layer1/Relu_211, block2/layer7/Identity_273)Hş+Ê
block2/layer7/Const_278ˆ, (:,*="Ô/€0	GPU_0_bfc €0ıÚ°å‚àBsblock2/layer7/Const_278 = Const(block2/layer2/BiasAdd_226, block2/layer3/Identity_237, ^block2/layer7/Identity_271)H…,P
block2/layer7/Const_279ù+ O(P2:
cuda_host_bfcÆÇÆÇ ãã(áÕ´â2ù+ÆÇ2É,œ÷ÿÿÿÿÿÿ:.,Ê"!¨€cuda_host_bfc I(0ŒÊë©ˆàBno matchHö+PÇ
block2/layer8/BiasAdd_281Ç,:20
œ†"  •€–	GPU_0_bfc ç(0Ó´ ÏˆàBnblock2/layer8/BiasAdd_281 = BiasAdd(block2/layer7/Identity_271, block2/layer6/Relu_262, block2/layer2/Add_222)HÄ,PŞ
block2/layer8/Const_282Ï,  (¡26
	GPU_0_bfc€ó€ó À¹(Ó—Ğ¿2Ï,€ó2ğ-ÀÆıÿÿÿÿÿÿ:+)Ñ"Ä€	GPU_0_bfc ©(0êêŒˆ†àBNblock2/layer8/Const_282 = Const(block2/layer3/Sum_239, block2/layer5/Cast_251)HÌ,PP
block2/layer8/Softmax_283ı, (B%block2/layer8/Softmax_283 = Softmax()Hú,PÅ
block2/layer8/Identity_284ï, —(˜:42
…®""˜ç	€è	cuda_host_bfc Î0…³˜êàBablock2/layer8/Identity_284 = Identity(block2/layer6/FusedBatchNorm_267, block2/layer6/MatMul_269)Hì,Pe
block2/layer8/BiasAdd_286³- X(YB:block2/layer8/BiasAdd_286 = BiasAdd(block2/layer4/Add_247)H°-PÅ
block2/layer8/Add_287Ù- Å(Æ:'%"D€	GPU_0_bfc Ü0äƒê”‡àBsblock2/layer8/Add_287 = Add(q"uote\back/Ã©tÃ©_261/_18, block2/layer2/BiasAdd_226, block2/layer5/FusedBatchNorm_257)HÖ-P 
block2/layer8/BiasAdd_288â- (25
	GPU_0_bfc–©5–©5 ËÔ(Ÿ·Š2â-–©52ñ-µ«åÿÿÿÿÿÿB>block2/layer8/BiasAdd_288 = BiasAdd(^block2/layer6/MatMul_269)Hß-Pe
block2/layer8/Reshape_289”. (B:block2/layer8/Reshape_289 = Reshape(a, b)
second = Line(c)H‘.PŒ
block2/layer9/Identity_291Í. }(~26
	GPU_0_bfcË³<Ë³< å™(˜Š¡°2Í.Ë³<2Ë/›æáÿÿÿÿÿÿ:1/	Ó" ˆÁ€Â	GPU_0_bfc µ(0“˜Â£ƒàBublock2/layer9/Identity_291 = Identity(block2/layer7/Identity_271, block2/layer5/Softmax_256, block2/layer5/Const_253)HÊ.P•
q"uote\back/Ã©tÃ©_292†. (::8Ç©"#ˆÕÑ+€ÖÑ+cuda_host_bfc F0Õ”´²àB4q"uote\back/Ã©tÃ©_292 = Mul(block2/layer7/Const_279)Hƒ.P{
block2/layer9/Const_293ã. e(f:/-Ë""¬€cuda_host_bfc ‰(0†Ûéõ„àB!block2/layer9/Const_293 = Const()Hà.P²
block2/layer9/Reshape_294/ [(\2:
cuda_host_bfcƒŒ
ƒŒ
 †(¯äŞ2/ƒŒ
2é/ÿùúÿÿÿÿÿÿ:42

½À""€î€îcuda_host_bfc ½0›¨â‰„à:0,5""Ô€cuda_host_bfc ²(0Ùššê‚àBcblock2/layer9/Reshape_294 = Reshape(block2/layer7/Reshape_274, block2/layer7/Const_278, missing_30)HŠ/P¨
block2/layer9/Identity_296–/ ª(«:64
êõ"$È§€¨cuda_host_bfc Î(0Ö½õ„àBBblock2/layer9/Identity_296 = Identity(^block2/layer9/Identity_291)H“/PÈ
block2/layer9/Identity_297˜/ (26
	GPU_0_bfc¿ ¿  Ÿ(ÿİˆİ2˜/¿ 2¨/áïşÿÿÿÿÿÿ:0.	
‹"À±	€²		GPU_0_bfc ›0Ú›Â‡à:2.
‹ş"¨¿€À	GPU_0_bfc Ã0Øç‹î†àB~block2/layer9/Identity_297 = Identity(block2/layer5/FusedBatchNorm_258, block2/layer4/Identity_245, block2/layer9/BiasAdd_290)H•/P^
block2/layer9/Sum_298Ä/ —(˜B5block2/layer9/Sum_298 = Sum(block2/layer4/Conv2D_242)HÁ/P¯
block2/layer9/Reshape_299Ç/ n(o:=;Ş¹€"&€¨ÚG€¨ÚGcuda_host_bfc ­(0ÙÜŠÜàBEblock2/layer9/Reshape_299 = Reshape(block2/layer5/FusedBatchNorm_257)HÄ/PP
shared/dup_1ò/ 5(6B2shared/dup_1 = Conv2D(block2/layer9/Const_293/_37)Hï/P—
block3/layer0/Const_302•0 ‚(ƒ:1/	#§" ÔÎ€Ğ	GPU_0_bfc ˆ(0‘„˜ª‹àB9block3/layer0/Const_302 = Const(block2/layer6/MatMul_269)H’0P¬
block3/layer0/Conv2D_303¢0 ƒ(„26
	GPU_0_bfc›	›	 ÇÍ(´´Ğ»2¢0›	2¦1¹²ûÿÿÿÿÿÿBHblock3/layer0/Conv2D_303 = Conv2D(missing_38, block2/layer7/Reshape_274)HŸ0Pš
 block3/layer0/FusedBatchNorm_304§0:97ß"#ô”Z€–Zcuda_host_bfc (0”–Ê·‰àB3block3/layer0/FusedBatchNorm_304 = FusedBatchNorm()H¤0P-

RecvTensorÂ0 n(oBRecvTensor x from yH¿0·
block3/layer0/Relu_307æ0 '((:64
îÍ"$Øä€æcuda_host_bfc Î(0÷ş¬†àBWblock3/layer0/Relu_307 = Relu(block2/layer9/Reshape_299/_56, block2/layer7/BiasAdd_270)Hã0P‹
 block3/layer0/FusedBatchNorm_308ê0 (:20
Ù›" Œ‡€ˆ	GPU_0_bfc ¯(0„®˜Üà:3/		¿" „µ€¶	GPU_0_bfc ¥(0ÙªÚ½†àBrblock3/layer0/FusedBatchNorm_308 = FusedBatchNorm(block2/layer6/Identity_266, missing_27, ^block2/layer6/Relu_262)Hç0×
block3/layer0/Const_309Å0 (2:
cuda_host_bfcê¦ê¦ µ“	(ìá¤Û2Å0ê¦2Ø0Ëìöÿÿÿÿÿÿ:53	Ùx"$àí€îcuda_host_bfc ô(0´ŞÂõàB;block3/layer0/Const_309 = Const(block2/layer9/Identity_296)HÂ0PÜ
 block3/layer1/FusedBatchNorm_311©1 (:97
á“‰""¬¾ˆ1€Àˆ1	GPU_0_bfc (0„µ²Ñ†àBoblock3/layer1/FusedBatchNorm_311 = FusedBatchNorm(block3/layer0/Relu_307, block2/layer5/FusedBatchNorm_257/_83)H¦1Pş
block3/layer1/Reshape_312Ç1 (26
cuda_host_bfcş]ş] ÿ.(Ã‚°2Ç1ş]2Ë1Ñÿÿÿÿÿÿÿ:.,O""¼€cuda_host_bfc ç(0Óõ–…à:/+«" ¬	€
cuda_host_bfc ¡0¼Âá®„àB:block3/layer1/Reshape_312 = Reshape(block2/layer4/Add_249)HÄ1Pf
block3/layer1/BiasAdd_313ä1 F(GB;block3/layer1/BiasAdd_313 = BiasAdd(block2/layer8/Cast_280)Há1PÈ
block3/layer1/Relu_314„2 $(%:,*î"¸€cuda_host_bfc ;0Ÿ‡À¢à:<8‘›µ"#œÜ²@€Ş²@cuda_host_bfc 0™úÒ¾ˆàB4block3/layer1/Relu_314 = Relu(block2/layer5/Sum_250)H2P•
block3/layer1/Relu_316¥2 ™(š:0.
c?" ôÂ€Ä	GPU_0_bfc ë(0÷†ÃĞ‰àB9block3/layer1/Relu_316 = Relu(block2/layer7/Identity_271)H¢2Pô
block3/layer1/Identity_317¥2 Š(‹:-+¨"  	€
cuda_host_bfc Æ0‰Õ·™†à:51	{ó""„ş€€cuda_host_bfc 0„Ê´á‚àB`block3/layer1/Identity_317 = Identity(block2/layer5/FusedBatchNorm_254, block3/layer0/Const_302)H¢2P
block3/layer1/Reshape_318Ê2 ´(µ2:
cuda_host_bfcŸâŸâ ±	(ßšÀ2Ê2Ÿâ2ÿ3ñÎöÿÿÿÿÿÿB%block3/layer1/Reshape_318 = Reshape()HÇ2P–
 block3/layer1/FusedBatchNorm_319ê2 (:-+
ğ" À€cuda_host_bfc ì0ìÚµôàB3block3/layer1/FusedBatchNorm_319 = FusedBatchNorm()Hç2Pœ
 block3/layer2/FusedBatchNorm_321û2 	(
25
	GPU_0_bfcÔ£*Ô£* ê‘(×Ã¼02û2Ô£*2…3–îêÿÿÿÿÿÿB3block3/layer2/FusedBatchNorm_321 = FusedBatchNorm()Hø2P1
block3/layer2/BiasAdd_322„3 d(eBno matchH3¬
q"uote\back/Ã©tÃ©_323¾3 F(G:)' "€€	GPU_0_bfc ¼0Àó·»…à:0,	Xè"€Ş€Ş	GPU_0_bfc 0ğ‘¢ƒàB(q"uote\back/Ã©tÃ©_323 = FusedBatchNorm()H»3PĞ
block3/layer2/Cast_324¿3 \(]2:
cuda_host_bfc¤&¤& Ò€(ÅÖ¶‰2¿3¤&2œ4®ÿìÿÿÿÿÿÿ:20/""Ä-€.cuda_host_bfc ß(0ÊîªıŒàB8block3/layer2/Cast_324 = Cast(block2/layer8/Softmax_283)H¼3P‘
block3/layer2/BiasAdd_326£3 S(TBfblock3/layer2/BiasAdd_326 = BiasAdd(missing_43, ^block3/layer1/BiasAdd_310, block3/layer1/BiasAdd_313)H 3P¶
block3/layer2/Relu_327ı32:
cuda_host_bfcŒ§Œ§ Æ“(‹‘³­2ı3Œ§2ı3ºì÷ÿÿÿÿÿÿ:75.º"" åi€æicuda_host_bfc 0ñ½‚ÔàBblock3/layer2/Relu_327 = Relu()Hú3Px
block3/layer2/Conv2D_328ƒ4 *(+:)'Ó"Ì€	GPU_0_bfc ®0êı»‹‚àB#block3/layer2/Conv2D_328 = Conv2D()H€4Pç
block3/layer2/Identity_3294 |(}:86tÔî""€×ó€Øó	GPU_0_bfc ”(0¨Ò•ê‡àB€block3/layer2/Identity_329 = Identity(block3/layer0/FusedBatchNorm_308, block2/layer9/Identity_297:1, block3/layer2/BiasAdd_326)H›4Pş
block3/layer3/Conv2D_331—4 (:/-«""¬€cuda_host_bfc –(0ú™“ã‡à:1-Õ""Ô€cuda_host_bfc “(0§áù‚àBtblock3/layer3/Conv2D_331 = Conv2D(block3/layer2/Conv2D_320, q"uote\back/Ã©tÃ©_323, block3/layer1/FusedBatchNorm_311)H”4¼
block3/layer3/BiasAdd_332£4 Â(Ã:20	
É¬" °à/€â/	GPU_0_bfc ²(0 ÊŠû‚àB[block3/layer3/BiasAdd_332 = BiasAdd(block2/layer7/Identity_273, block2/layer7/Identity_273)H 4P—
block3/layer3/MatMul_333¿4 )(*2:
cuda_host_bfcÊÅÊÅ å¢(ïÆÃá2¿4ÊÅ2é4›İüÿÿÿÿÿÿ:<:æñ"& òÎ€ôÎcuda_host_bfc ‹(0·ÀÚíà:51	·Y""üà€âcuda_host_bfc •0è¢³€àB<block3/layer3/MatMul_333 = MatMul(block3/layer1/BiasAdd_310)H¼4P}
block3/layer3/MatMul_334Ô4 S(TBUblock3/layer3/MatMul_334 = MatMul(block3/layer0/Relu_307, ^block2/layer8/BiasAdd_288)HÑ4
 block3/layer3/FusedBatchNorm_3365 r(s2:
cuda_host_bfc×ö=×ö= «û(ÁÀğÑ25×ö=2ƒ6Õ„áÿÿÿÿÿÿ:42
°â""€£€¤cuda_host_bfc Ğ0ˆßÍ£ŠàBkblock3/layer3/FusedBatchNorm_336 = FusedBatchNorm(^block2/layer7/Const_279, block3/layer3/Identity_335/_17)H5P[
block3/layer3/Sum_337•5 <(=B4block3/layer3/Sum_337 = Sum(block2/layer7/Const_279)H’5Pí
 block3/layer3/FusedBatchNorm_3385 (:42
Ğª""€¹€ºcuda_host_bfc Ä0Ü¥ø›‰àB„block3/layer3/FusedBatchNorm_338 = FusedBatchNorm(block3/layer1/Relu_316, block2/layer7/Identity_273, block2/layer9/Reshape_299/_17)H‹5Pº
block3/layer3/Cast_339½5 (29
cuda_host_bfcæôæô ³º(²÷ã2½5æô2Ì5ÍÅ÷ÿÿÿÿÿÿ:,*
C" Œ€cuda_host_bfc È0ºÜ•ÆàB)block3/layer3/Cast_339 = Cast(missing_60)Hº5P¦
block3/layer4/Add_341Ú5 C(D:'%"`€	GPU_0_bfc º0“çÄ„à:73w‡*" ¨İ€İ	GPU_0_bfc ã0é§¬ï„àBblock3/layer4/Add_341 = Add()H×5P†
block3/layer4/Cast_342‚6 +(,29
cuda_host_bfcíá<íá< ö°(ì‹Á2‚6íá<2®6ŠÏáÿÿÿÿÿÿ:<:³¸n"&ÀéÛ€êÛcuda_host_bfc ¸(0¦íí¥Šà:/+Ù" ä€cuda_host_bfc ÿ0¯‚”–ˆàB4block3/layer4/Cast_342 = Cast(a, b)
second = Line(c)Hÿ5P»
block3/layer4/Cast_343Ú5 (:/-ƒ""Œ€cuda_host_bfc ¿(0€ˆÅ €àBbblock3/layer4/Cast_343 = Cast(block3/layer3/FusedBatchNorm_336, block3/layer0/Mul_300, missing_70)H×5Pˆ
block3/layer4/Mul_344Å6 (:,*$" €cuda_host_bfc Õ0ê¦ù¼‰àB3block3/layer4/Mul_344 = Mul(missing_69, missing_81)HÂ6Pç
block3/layer4/Add_346Ù6 	(
:64
İ"$ÀÊ.€Ì.cuda_host_bfc (0çÿØø‡à:40	MÙ"!”Š€Œcuda_host_bfc 0ƒÆÄ€‰àBRblock3/layer4/Add_346 = Add(block3/layer1/Relu_314, block3/layer1/BiasAdd_313/_29)HÖ6P.

RecvTensorâ6 (€BRecvTensor x from yHß6¿
block3/layer4/Const_348‡7 y(z2:
cuda_host_bfcàÖàÖ °ë(ÖÛø»2‡7àÖ28Ğ”ñÿÿÿÿÿÿ:97qÁ"$´è€€ê€cuda_host_bfc °0—·Š‡àB!block3/layer4/Const_348 = Const()H„7Ú
block3/layer4/Sum_3497 g(h:)'/"¼€	GPU_0_bfc \(0÷ÿêÍ€à:40

çĞ" Àİ€Ş	GPU_0_bfc ú(0ªê‚àBRblock3/layer4/Sum_349 = Sum(block2/layer8/Reshape_289, ^block3/layer2/BiasAdd_326)Hş6P
block3/layer5/BiasAdd_351³7 ’(“2:
cuda_host_bfc£ë8£ë8 Ñµ(¨âªé2³7£ë82Æ8¯ÊãÿÿÿÿÿÿB%block3/layer5/BiasAdd_351 = BiasAdd()H°7P‡
block3/layer5/Conv2D_352Å7 .(/B]block3/layer5/Conv2D_352 = Conv2D(block3/layer1/FusedBatchNorm_311, block3/layer1/Conv2D_315)HÂ7PÏ
block3/layer5/Conv2D_353Ö7 }(~:.,¿"!ü€cuda_host_bfc 8(0µÖÙÍˆà:3/	·" À[€\cuda_host_bfc “0Ó†á…‡àB@block3/layer5/Conv2D_353 = Conv2D(block3/layer2/BiasAdd_326/_73)HÓ7P
q"uote\back/Ã©tÃ©_354†8 »(¼29
cuda_host_bfc—µ—µ ËÚ(ÂÕ˜)2†8—µ2Â9µ¥úÿÿÿÿÿÿB9q"uote\back/Ã©tÃ©_354 = BiasAdd(block3/layer2/Conv2D_320)Hƒ8P¶
block3/layer5/Identity_356¥8 Ã(Ä:-+­" ´€cuda_host_bfc  0àâ±£‰àBYblock3/layer5/Identity_356 = Identity(^block3/layer0/Mul_300, ^block3/layer1/BiasAdd_313)H¢8P¯
block3/layer5/Softmax_357Á8 A(B26
	GPU_0_bfcçç óÀ(ÆØğ2Á8ç2ƒ9¿úÿÿÿÿÿÿ:0.
šë"øÂ€Ä	GPU_0_bfc ”0æ±¸ãà:95îµ"!èË¬€Ì¬	GPU_0_bfc (0‘¶ŸşƒàB_block3/layer5/Softmax_357 = Softmax(^block3/layer5/Const_350, block3/layer0/Mul_300, missing_3)H¾8Pz
 block3/layer5/FusedBatchNorm_358Ø8 q(rBHblock3/layer5/FusedBatchNorm_358 = FusedBatchNorm(block3/layer4/Sum_349)HÕ8PA
shared/dup_0î8 ©(ªB!shared/dup_0 = Cast(shared/dup_1)Hë8P•
block3/layer6/BiasAdd_3619 µ(¶:+)ê"¨€	GPU_0_bfc ¥(0Ÿáà²ŒàB;block3/layer6/BiasAdd_361 = BiasAdd(block3/layer1/Relu_316)Hš9PR
block3/layer6/Softmax_362¼9 “(”B%block3/layer6/Softmax_362 = Softmax()H¹9P
block3/layer6/Conv2D_363å9 C(D26
	GPU_0_bfc¼¼ ŞÆ(Ñ±‘2å9¼2©:¢¹şÿÿÿÿÿÿB<block3/layer6/Conv2D_363 = Conv2D(block3/layer1/Reshape_312)Hâ9P
block3/layer6/Relu_364ó9 „(…:42

¿ì""Ğ€€‚cuda_host_bfc Ê0¿ŸÒ×àBblock3/layer6/Relu_364 = Relu()Hğ9Pù
block3/layer6/Identity_366: $(%26
	GPU_0_bfc¦‹¦‹ Ó…(Í¯éš2:¦‹2²:­úóÿÿÿÿÿÿ:20

—™" ü‘€’	GPU_0_bfc Ë(0Ÿù‰àBablock3/layer6/Identity_366 = Identity(block3/layer2/FusedBatchNorm_321/_8, q"uote\back/Ã©tÃ©_354)HŠ:Pæ
block3/layer6/Identity_367—: (:)'á"„€	GPU_0_bfc º0¯ŸğĞ„à:)%	"$€	GPU_0_bfc •0±ÎİüàBbblock3/layer6/Identity_367 = Identity(block3/layer2/BiasAdd_322, block3/layer0/FusedBatchNorm_304)H”:PÇ
block3/layer6/MatMul_368: :(;:+)Á"„€	GPU_0_bfc Ğ(0Æ·‡ò‡à:40
ãÍ" œâ€ä	GPU_0_bfc Ì(0ÆÃ¨ÉàB:block3/layer6/MatMul_368 = MatMul(block3/layer4/Const_345)H›:Pˆ
 block3/layer6/FusedBatchNorm_369—: Å(Æ2:
cuda_host_bfcı©1ı©1 şÔ(´Æ¸‰2—:ı©12İ;‚«çÿÿÿÿÿÿ:,*Æ"˜
€cuda_host_bfc (0¦åæÁ‚à:51
Ôı"!”:€–:cuda_host_bfc ]0óÎ¾¹àB3block3/layer6/FusedBatchNorm_369 = FusedBatchNorm()H”:P³
block3/layer7/Add_371ê: Œ(:-+	¾" ø€cuda_host_bfc û0éå²·à:<8	°JÖ"$€ª—	€ª—	cuda_host_bfc Ö0ÃÅÍ…‚àBblock3/layer7/Add_371 = Add()Hç:P‘
 block3/layer7/FusedBatchNorm_372†; ©(ª2:
cuda_host_bfcçØçØ ³ì(Ÿˆàû2†;çØ2°<Í“şÿÿÿÿÿÿ:,*Ğ"À€cuda_host_bfc 0é’æÚ‹à:>:|Àƒ"&€¸á€¸ácuda_host_bfc ‘(0Éî²Ú†àB3block3/layer7/FusedBatchNorm_372 = FusedBatchNorm()Hƒ;P
 block3/layer7/FusedBatchNorm_373†;Bdblock3/layer7/FusedBatchNorm_373 = FusedBatchNorm(block3/layer1/Reshape_318, block3/layer6/Relu_364)Hƒ;PÁ
block3/layer7/Const_374£; œ(:?=Ÿ¦"(°ƒù„€„ù„cuda_host_bfc °(0ï¦°ŸŠàBUblock3/layer7/Const_374 = Const(block3/layer5/BiasAdd_351, block3/layer5/Softmax_357)H ;Pz
block3/layer7/Cast_376ï; ¾(¿BRblock3/layer7/Cast_376 = Cast(block3/layer6/Conv2D_363, block3/layer2/BiasAdd_322)Hì;b
block3/layer7/Sum_377Î; ˆ(‰B9block3/layer7/Sum_377 = Sum(block3/layer1/Identity_317:1)HË;Pè
block3/layer7/Reshape_378¥< A(B26
	GPU_0_bfc–ã–ã Ëñ
(ÕÔ…2¥<–ã2ç<µõÿÿÿÿÿÿ:/-	¨=" ¨€ª	GPU_0_bfc 0öÇ…ˆà:-)	‹"¬€
	GPU_0_bfc Ä(0Ñ‡ì¢àB%block3/layer7/Reshape_378 = Reshape()H¢<PK
block3/layer7/Identity_379Ë< ®(¯Bx = y = F(G(a), b) tail) moreHÈ<P©
block3/layer8/MatMul_381é< ­(®2:
cuda_host_bfcçáçá ó°	(æ ÏÆ2é<çá2—>Ïöÿÿÿÿÿÿ:42
´º"" Î€Ğcuda_host_bfc ê0Ö®ôˆ‹à:/+	Š" ¨€cuda_host_bfc ¹0™¾³ŠŒàBZblock3/layer8/MatMul_381 = MatMul(block3/layer2/Reshape_325:1, block3/layer6/Identity_367)Hæ<P¶
block3/layer8/BiasAdd_382õ< w(x:/-	{·"´—€˜	GPU_0_bfc §0ù¥ôÈ†àBZblock3/layer8/BiasAdd_382 = BiasAdd(block3/layer8/Const_380, block3/layer3/MatMul_333/_28)Hò<P‚
block3/layer8/Cast_383= ¤(¥:75%ù""Ô8€8cuda_host_bfc Í0²’š–ŠàBblock3/layer8/Cast_383 = Cast()Hş<Pù
block3/layer8/Cast_384†=  (¡26
	GPU_0_bfcçş%çş% ³ÿ(ùÈà¯2†=çş%2§>Í€íÿÿÿÿÿÿ:*(¡"„€	GPU_0_bfc \(0÷áƒàBmblock3/layer8/Cast_384 = Cast(block3/layer5/Conv2D_353, block3/layer6/Identity_366, block3/layer2/Conv2D_328)Hƒ=
 block3/layer8/FusedBatchNorm_386—= (:86	êôa"" °¾!€²¾!	GPU_0_bfc Ë(0ÿŠ‹å‰àB3block3/layer8/FusedBatchNorm_386 = FusedBatchNorm()H”=¡
block3/layer8/Conv2D_387—= b(c2:
cuda_host_bfc¬¬,¬¬, ––( ¶Ûİ2—=¬¬,2ú=êééÿÿÿÿÿÿB;block3/layer8/Conv2D_387 = Conv2D(block3/layer5/Conv2D_352)H”=P-

RecvTensor¶= 5(6BRecvTensor x from yH³=Œ
block3/layer8/Softmax_389°= (Bablock3/layer8/Softmax_389 = Softmax(missing_1, block3/layer7/Cast_370, ^block3/layer5/Conv2D_353)H­=PD
block3/layer9/Add_391Ğ= r(sBblock3/layer9/Add_391 = Add()HÍ=Ps
block3/layer9/Relu_392å= (BKblock3/layer9/Relu_392 = Relu(block3/layer6/FusedBatchNorm_369, missing_20)Hâ=Pı
block3/layer9/Const_393õ= }(~26
	GPU_0_bfcšµ$šµ$ Íš(ü‘2õ=šµ$2ó>³åíÿÿÿÿÿÿ:/-	
”ç"°ü€ş	GPU_0_bfc @0Š€ù‚àBkblock3/layer9/Const_393 = Const(block3/layer8/Cast_384, block3/layer6/Conv2D_363, block3/layer3/MatMul_334)Hò=P¢
 block3/layer9/FusedBatchNorm_394Ï= (:;9	™ÿ¶"$è¡ì1€¢ì1cuda_host_bfc º0ùÏçÉ€àB3block3/layer9/FusedBatchNorm_394 = FusedBatchNorm()HÌ=Pà
 block3/layer9/FusedBatchNorm_396½>2:
cuda_host_bfcï†(ï†( ·ƒ(É¶‹¥2½>ï†(2½>Éüëÿÿÿÿÿÿ:.,?""ü€cuda_host_bfc §(0Æ©¬„€àBHblock3/layer9/FusedBatchNorm_396 = FusedBatchNorm(block3/layer3/Sum_337)Hº>P 
block3/layer9/Const_397ã> ‘(’:(&"0€	GPU_0_bfc (0Ìçõü…àBMblock3/layer9/Const_397 = Const(block3/layer9/Add_391, block3/layer6/Add_360)Hà>P
block3/layer9/Reshape_398—? '((B%block3/layer9/Reshape_398 = Reshape()H”?P¨
block3/layer9/Cast_399¬? e(f25
	GPU_0_bfcŸ°Ÿ° Ø(ÏÆû
2¬?Ÿ°2’@ñ§óÿÿÿÿÿÿ:(&|"ğ€	GPU_0_bfc æ0ÊÕ ˆàBblock3/layer9/Cast_399 = Cast()H©?P
‚â
/device:GPU:0/stream:all_
block0/layer0/BiasAdd_1:BiasAddŠ H(IB0kernel_1 @@block0/layer0/BiasAdd_1:BiasAdd#id=1#H‡_
block0/layer0/BiasAdd_1:BiasAddõ _(`B0kernel_4 @@block0/layer0/BiasAdd_1:BiasAdd#id=1#Hò1
block0/layer0/Add_2:AddÃ á(âBkernel_0HÀU
block0/layer0/Cast_6:Cast¦ ›(œB*kernel_3 @@block0/layer0/Cast_6:Cast#id=6#H£}
-block0/layer0/FusedBatchNorm_7:FusedBatchNorm° ‚(ƒB>kernel_8 @@block0/layer0/FusedBatchNorm_7:FusedBatchNorm#id=7#H­{
-block0/layer0/FusedBatchNorm_7:FusedBatchNorm’ (B>kernel_2 @@block0/layer0/FusedBatchNorm_7:FusedBatchNorm#id=7#H;
!block0/layer0/Identity_8:Identityã È(ÉBkernel_0Hàe
!block0/layer0/Identity_8:IdentityŒ ¥(¦B2kernel_3 @@block0/layer0/Identity_8:Identity#id=8#H‰[
block0/layer0/MatMul_9:MatMulö 	(
B.kernel_7 @@block0/layer0/MatMul_9:MatMul#id=9#Hó[
block0/layer0/MatMul_9:MatMuló s(tB.kernel_4 @@block0/layer0/MatMul_9:MatMul#id=9#Hğ8
 block0/layer1/BiasAdd_12:BiasAddÅ ^(_Bkernel_6HÂ\
block0/layer1/Const_14:Constà ½(¾B.kernel_2 @@block0/layer1/Const_14:Const#id=14#HİT
block0/layer1/Add_16:Add— ô(õB*kernel_7 @@block0/layer1/Add_16:Add#id=16#H”6
block0/layer1/Conv2D_17:Conv2D´ S(TBkernel_3H±^
block0/layer1/Conv2D_17:Conv2D® i(jB0kernel_8 @@block0/layer1/Conv2D_17:Conv2D#id=17#H«2
block0/layer1/Add_18:Add  à(áBkernel_6HT
block0/layer1/Add_18:Add© í(îB*kernel_8 @@block0/layer1/Add_18:Add#id=18#H¦V
block0/layer2/Cast_21:Cast» Y(ZB,kernel_4 @@block0/layer2/Cast_21:Cast#id=21#H¸b
 block0/layer2/Reshape_23:Reshape¿ (B2kernel_8 @@block0/layer2/Reshape_23:Reshape#id=23#H¼d
 block0/layer2/Reshape_23:Reshape¾ »(¼B2kernel_1 @@block0/layer2/Reshape_23:Reshape#id=23#H»€
.block0/layer2/FusedBatchNorm_24:FusedBatchNormÄ ’(“B@kernel_4 @@block0/layer2/FusedBatchNorm_24:FusedBatchNorm#id=24#HÁ~
.block0/layer2/FusedBatchNorm_24:FusedBatchNormÕ ( B@kernel_0 @@block0/layer2/FusedBatchNorm_24:FusedBatchNorm#id=24#HÒ`
block0/layer2/MatMul_26:MatMul¦ ı(şB0kernel_3 @@block0/layer2/MatMul_26:MatMul#id=26#H£R
block0/layer2/Add_27:Add³ b(cB*kernel_7 @@block0/layer2/Add_27:Add#id=27#H°d
 block0/layer2/Softmax_29:Softmaxù Ó(ÔB2kernel_4 @@block0/layer2/Softmax_29:Softmax#id=29#Höd
 block0/layer2/Softmax_29:Softmax† ä(åB2kernel_7 @@block0/layer2/Softmax_29:Softmax#id=29#Hƒ8
block0/layer3/MatMul_31:MatMulù ±(²Bkernel_7Hö^
block0/layer3/MatMul_31:MatMulˆ k(lB0kernel_5 @@block0/layer3/MatMul_31:MatMul#id=31#H…2
block0/layer3/Cast_32:Cast¯ x(yBkernel_0H¬X
block0/layer3/Cast_32:Castˆ Ú(ÛB,kernel_5 @@block0/layer3/Cast_32:Cast#id=32#H…X
block0/layer3/Cast_33:Cast¬ Ë(ÌB,kernel_0 @@block0/layer3/Cast_33:Cast#id=33#H©8
block0/layer3/MatMul_34:MatMulÆ Õ(ÖBkernel_7HÃ6
block0/layer3/MatMul_34:MatMulÎ (Bkernel_4HË`
block0/layer3/MatMul_36:MatMulÁ (B0kernel_0 @@block0/layer3/MatMul_36:MatMul#id=36#H¾`
block0/layer3/MatMul_36:MatMulĞ ï(ğB0kernel_1 @@block0/layer3/MatMul_36:MatMul#id=36#HÍT
block0/layer3/Mul_37:Mul¸ Ş(ßB*kernel_0 @@block0/layer3/Mul_37:Mul#id=37#HµT
block0/layer3/Mul_37:Mulã ³(´B*kernel_7 @@block0/layer3/Mul_37:Mul#id=37#Hà:
 block0/layer3/BiasAdd_38:BiasAddë ú(ûBkernel_8Hè^
block0/layer4/MatMul_43:MatMul¿ (B0kernel_7 @@block0/layer4/MatMul_43:MatMul#id=43#H¼`
block0/layer4/MatMul_43:MatMulÏ (B0kernel_7 @@block0/layer4/MatMul_43:MatMul#id=43#HÌ2
q"uote\back/Ã©tÃ©_44:Addë (‚Bkernel_5HèR
q"uote\back/Ã©tÃ©_44:AddŞ x(yB*kernel_3 @@q"uote\back/Ã©tÃ©_44:Add#id=44#HÛ2
block0/layer4/Cast_46:Cast¤ C(DBkernel_3H¡6
block0/layer4/Const_47:Constë ¬(­Bkernel_2Hè\
block0/layer4/Const_47:ConstÙ ¥(¦B.kernel_0 @@block0/layer4/Const_47:Const#id=47#HÖT
block0/layer5/Sum_51:SumÂ (B*kernel_1 @@block0/layer5/Sum_51:Sum#id=51#H¿T
block0/layer5/Sum_51:SumÂ ³(´B*kernel_8 @@block0/layer5/Sum_51:Sum#id=51#H¿V
block0/layer5/Relu_52:Reluƒ	 J(KB,kernel_8 @@block0/layer5/Relu_52:Relu#id=52#H€	8
block0/layer5/MatMul_54:MatMul‡	 ¤(¥Bkernel_3H„	^
block0/layer5/MatMul_57:MatMulÉ	 1(2B0kernel_4 @@block0/layer5/MatMul_57:MatMul#id=57#HÆ	`
block0/layer5/MatMul_59:MatMulú	 ‚(ƒB0kernel_3 @@block0/layer5/MatMul_59:MatMul#id=59#H÷	6
block0/layer5/MatMul_59:MatMul€
 5(6Bkernel_0Hı	T
block0/layer6/Add_61:Add¤ ¨(©B*kernel_4 @@block0/layer6/Add_61:Add#id=61#H¡R
block0/layer6/Add_61:Add n(oB*kernel_3 @@block0/layer6/Add_61:Add#id=61#HšR
block0/layer6/Add_62:Addõ t(uB*kernel_2 @@block0/layer6/Add_62:Add#id=62#Hò`
block0/layer6/Conv2D_64:Conv2D© Ÿ( B0kernel_4 @@block0/layer6/Conv2D_64:Conv2D#id=64#H¦d
 block0/layer6/BiasAdd_66:BiasAdd¥ È(ÉB2kernel_3 @@block0/layer6/BiasAdd_66:BiasAdd#id=66#H¢d
 block0/layer6/BiasAdd_66:BiasAdd§ ø(ùB2kernel_2 @@block0/layer6/BiasAdd_66:BiasAdd#id=66#H¤d
 block0/layer6/BiasAdd_67:BiasAddš ‹(ŒB2kernel_6 @@block0/layer6/BiasAdd_67:BiasAdd#id=67#H—R
block0/layer6/Mul_68:Mul‰ (B*kernel_1 @@block0/layer6/Mul_68:Mul#id=68#H†L
shared/dup_2:BiasAdd€ ±(²B&kernel_7 @@shared/dup_2:BiasAdd#id=69#Hıh
"block0/layer7/Identity_72:IdentityÕ ª(«B4kernel_0 @@block0/layer7/Identity_72:Identity#id=72#HÒb
 block0/layer7/Softmax_78:SoftmaxÒ U(VB2kernel_2 @@block0/layer7/Softmax_78:Softmax#id=78#HÏ`
block0/layer7/MatMul_79:MatMul ¶(·B0kernel_6 @@block0/layer7/MatMul_79:MatMul#id=79#Hš`
block0/layer7/MatMul_79:MatMul¢ †(‡B0kernel_5 @@block0/layer7/MatMul_79:MatMul#id=79#HŸd
 block0/layer8/Reshape_81:ReshapeÜ (B2kernel_0 @@block0/layer8/Reshape_81:Reshape#id=81#HÙ8
 block0/layer8/Reshape_81:Reshapeà (Bkernel_7Hİ`
block0/layer8/Conv2D_83:Conv2D‹ (‘B0kernel_1 @@block0/layer8/Conv2D_83:Conv2D#id=83#Hˆ€
.block0/layer8/FusedBatchNorm_84:FusedBatchNormş Ó(ÔB@kernel_3 @@block0/layer8/FusedBatchNorm_84:FusedBatchNorm#id=84#Hû~
.block0/layer8/FusedBatchNorm_84:FusedBatchNorm N(OB@kernel_3 @@block0/layer8/FusedBatchNorm_84:FusedBatchNorm#id=84#H›2
block0/layer8/Sum_87:Sum— (Bkernel_1H”T
block0/layer8/Sum_87:Sum® ú(ûB*kernel_2 @@block0/layer8/Sum_87:Sum#id=87#H«8
 block0/layer8/Softmax_89:Softmax¼ k(lBkernel_1H¹X
block0/layer9/Relu_93:Relu‡ ë(ìB,kernel_2 @@block0/layer9/Relu_93:Relu#id=93#H„d
 block0/layer9/BiasAdd_94:BiasAdd÷ ¯(°B2kernel_1 @@block0/layer9/BiasAdd_94:BiasAdd#id=94#Hô`
block0/layer9/Conv2D_96:Conv2D´ §(¨B0kernel_8 @@block0/layer9/Conv2D_96:Conv2D#id=96#H±X
block0/layer9/Cast_97:Cast‚ ‡(ˆB,kernel_6 @@block0/layer9/Cast_97:Cast#id=97#Hÿ(
shared/dup_0:Sum« f(gBkernel_1H¨B
shared/dup_0:SumÌ C(DB"kernel_3 @@shared/dup_0:Sum#id=98#HÉƒ
/block1/layer0/FusedBatchNorm_103:FusedBatchNormÍ İ(ŞBBkernel_7 @@block1/layer0/FusedBatchNorm_103:FusedBatchNorm#id=103#HÊ_
block1/layer0/Const_104:ConstË Ù(ÚB0kernel_4 @@block1/layer0/Const_104:Const#id=104#HÈ_
q"uote\back/Ã©tÃ©_106:Reshape«  (¡B0kernel_4 @@q"uote\back/Ã©tÃ©_106:Reshape#id=106#H¨_
q"uote\back/Ã©tÃ©_106:ReshapeÍ (B0kernel_6 @@q"uote\back/Ã©tÃ©_106:Reshape#id=106#HÊW
block1/layer0/Add_108:Addó ™(šB,kernel_7 @@block1/layer0/Add_108:Add#id=108#HğU
block1/layer0/Add_108:AddÉ (B,kernel_7 @@block1/layer0/Add_108:Add#id=108#HÆa
block1/layer1/Conv2D_111:Conv2DÁ 3(4B2kernel_2 @@block1/layer1/Conv2D_111:Conv2D#id=111#H¾a
block1/layer1/Conv2D_111:Conv2DØ 9(:B2kernel_1 @@block1/layer1/Conv2D_111:Conv2D#id=111#HÕe
!block1/layer1/Reshape_113:Reshapeİ ?(@B4kernel_6 @@block1/layer1/Reshape_113:Reshape#id=113#HÚe
!block1/layer1/Reshape_113:Reshapeõ (B4kernel_6 @@block1/layer1/Reshape_113:Reshape#id=113#Hòa
block1/layer1/MatMul_114:MatMul– \(]B2kernel_5 @@block1/layer1/MatMul_114:MatMul#id=114#H“9
block1/layer1/Conv2D_116:Conv2D Ÿ( Bkernel_2Hşa
block1/layer1/Conv2D_116:Conv2D– G(HB2kernel_8 @@block1/layer1/Conv2D_116:Conv2D#id=116#H“Y
block1/layer1/Relu_119:Relu£ J(KB.kernel_5 @@block1/layer1/Relu_119:Relu#id=119#H U
block1/layer2/Sum_121:Sum€ (B,kernel_7 @@block1/layer2/Sum_121:Sum#id=121#Hı[
block1/layer2/Relu_122:Reluú ’(“B.kernel_1 @@block1/layer2/Relu_122:Relu#id=122#H÷Y
block1/layer2/Relu_122:Relu§ (B.kernel_1 @@block1/layer2/Relu_122:Relu#id=122#H¤;
!block1/layer2/Reshape_123:Reshape¸ š(›Bkernel_0Hµƒ
/block1/layer2/FusedBatchNorm_124:FusedBatchNorm” ô(õBBkernel_3 @@block1/layer2/FusedBatchNorm_124:FusedBatchNorm#id=124#H‘M
shared/dup_1:BiasAddË Ÿ( B'kernel_2 @@shared/dup_1:BiasAdd#id=127#HÈM
shared/dup_1:BiasAddå ‘(’B'kernel_8 @@shared/dup_1:BiasAdd#id=127#Hâe
!block1/layer2/Softmax_129:Softmax³ X(YB4kernel_8 @@block1/layer2/Softmax_129:Softmax#id=129#H°e
!block1/layer2/Softmax_129:Softmax‘ (B4kernel_3 @@block1/layer2/Softmax_129:Softmax#id=129#H3
block1/layer3/Sum_131:SumÊ é(êBkernel_4HÇg
!block1/layer3/Softmax_132:Softmaxí •(–B4kernel_2 @@block1/layer3/Softmax_132:Softmax#id=132#Hêg
!block1/layer3/Softmax_132:Softmaxé í(îB4kernel_7 @@block1/layer3/Softmax_132:Softmax#id=132#HæU
block1/layer3/Mul_138:MulÁ <(=B,kernel_2 @@block1/layer3/Mul_138:Mul#id=138#H¾3
block1/layer3/Mul_138:Mul¾ â(ãBkernel_3H»g
!block1/layer4/Reshape_144:Reshape† ª(«B4kernel_5 @@block1/layer4/Reshape_144:Reshape#id=144#Hƒ9
!block1/layer4/Reshape_144:Reshapeœ (Bkernel_2H™_
block1/layer4/Const_147:Const˜ Í(ÎB0kernel_7 @@block1/layer4/Const_147:Const#id=147#H•7
block1/layer4/Const_147:Const é(êBkernel_3Ha
block1/layer4/Conv2D_148:Conv2D¿ f(gB2kernel_4 @@block1/layer4/Conv2D_148:Conv2D#id=148#H¼c
block1/layer4/Conv2D_148:Conv2D° º(»B2kernel_1 @@block1/layer4/Conv2D_148:Conv2D#id=148#H­g
!block1/layer4/BiasAdd_149:BiasAdd‰ ó(ôB4kernel_4 @@block1/layer4/BiasAdd_149:BiasAdd#id=149#H†;
!block1/layer4/BiasAdd_149:BiasAdd’ ­(®Bkernel_7HY
block1/layer5/Cast_151:CastÍ p(qB.kernel_8 @@block1/layer5/Cast_151:Cast#id=151#HÊ9
block1/layer5/Conv2D_159:Conv2Dö ê(ëBkernel_1Hó7
block1/layer5/Conv2D_159:Conv2DÏ (Bkernel_3HÌ3
block1/layer6/Cast_161:Castñ F(GBkernel_6Hîe
!block1/layer6/Softmax_163:Softmaxà (B4kernel_0 @@block1/layer6/Softmax_163:Softmax#id=163#Hİ[
block1/layer6/Relu_164:Reluú ¿(ÀB.kernel_8 @@block1/layer6/Relu_164:Relu#id=164#H÷[
block1/layer6/Relu_164:Reluı Ä(ÅB.kernel_5 @@block1/layer6/Relu_164:Relu#id=164#Hú7
block1/layer6/Const_166:Const ¢(£Bkernel_6H1
block1/layer6/Sum_167:Sumû (Bkernel_4Hø1
block1/layer6/Mul_169:Mul±  (!Bkernel_7H®1
block1/layer6/Mul_169:Mul¬ (Bkernel_5H©e
!block1/layer7/BiasAdd_172:BiasAddÆ }(~B4kernel_4 @@block1/layer7/BiasAdd_172:BiasAdd#id=172#HÃ;
!block1/layer7/BiasAdd_172:BiasAddÓ à(áBkernel_7HĞg
!block1/layer7/Softmax_176:Softmaxó à(áB4kernel_4 @@block1/layer7/Softmax_176:Softmax#id=176#Hğg
!block1/layer7/Softmax_176:Softmaxı š(›B4kernel_7 @@block1/layer7/Softmax_176:Softmax#id=176#Húa
block1/layer7/MatMul_177:MatMul± }(~B2kernel_5 @@block1/layer7/MatMul_177:MatMul#id=177#H®_
block1/layer7/Const_178:Const¦ ğ(ñB0kernel_0 @@block1/layer7/Const_178:Const#id=178#H£]
block1/layer7/Const_178:Const¾ (	B0kernel_0 @@block1/layer7/Const_178:Const#id=178#H»a
block1/layer7/MatMul_179:MatMulË \(]B2kernel_5 @@block1/layer7/MatMul_179:MatMul#id=179#HÈ;
!block1/layer8/BiasAdd_184:BiasAddÇ ´(µBkernel_5HÄe
!block1/layer8/BiasAdd_184:BiasAddá ( B4kernel_0 @@block1/layer8/BiasAdd_184:BiasAdd#id=184#HŞ1
block1/layer8/Add_187:AddÆ &('Bkernel_1HÃU
block1/layer8/Add_187:Add¸ (B,kernel_5 @@block1/layer8/Add_187:Add#id=187#Hµc
block1/layer8/MatMul_188:MatMulƒ š(›B2kernel_4 @@block1/layer8/MatMul_188:MatMul#id=188#H€7
block1/layer8/MatMul_188:MatMulé (Bkernel_5Hæa
block1/layer8/MatMul_189:MatMulÀ 
(B2kernel_4 @@block1/layer8/MatMul_189:MatMul#id=189#H½g
!block1/layer9/Softmax_193:Softmax» ÿ(€B4kernel_5 @@block1/layer9/Softmax_193:Softmax#id=193#H¸g
!block1/layer9/Softmax_193:Softmax¸ ş(ÿB4kernel_7 @@block1/layer9/Softmax_193:Softmax#id=193#HµU
block1/layer9/Mul_194:Mul÷ e(fB,kernel_7 @@block1/layer9/Mul_194:Mul#id=194#HôW
block1/layer9/Mul_194:Mulû ÿ(€B,kernel_8 @@block1/layer9/Mul_194:Mul#id=194#Hø8
q"uote\back/Ã©tÃ©_199:IdentityÏ ¶(·Bkernel_8HÌe
!block2/layer0/BiasAdd_202:BiasAdd•! p(qB4kernel_2 @@block2/layer0/BiasAdd_202:BiasAdd#id=202#H’!a
block2/layer0/Conv2D_203:Conv2D¯  j(kB2kernel_2 @@block2/layer0/Conv2D_203:Conv2D#id=203#H¬ 9
block2/layer0/Conv2D_203:Conv2D·  ·(¸Bkernel_8H´ 1
block2/layer0/Add_206:AddÖ  7(8Bkernel_0HÓ [
block2/layer0/Const_207:Constì  (B0kernel_6 @@block2/layer0/Const_207:Const#id=207#Hé _
block2/layer0/Const_207:Const×  ¹(ºB0kernel_5 @@block2/layer0/Const_207:Const#id=207#HÔ [
block2/layer0/Cast_208:CastÆ! ’(“B.kernel_2 @@block2/layer0/Cast_208:Cast#id=208#HÃ!Y
block2/layer0/Cast_208:CastÆ! d(eB.kernel_2 @@block2/layer0/Cast_208:Cast#id=208#HÃ!9
!block2/layer0/Softmax_209:SoftmaxÁ! 
(Bkernel_3H¾![
block2/layer1/Relu_211:ReluÍ! ¢(£B.kernel_1 @@block2/layer1/Relu_211:Relu#id=211#HÊ!Y
block2/layer1/Relu_212:Relu! Z([B.kernel_1 @@block2/layer1/Relu_212:Relu#id=212#HŠ!Y
block2/layer1/Relu_212:Reluù  k(lB.kernel_2 @@block2/layer1/Relu_212:Relu#id=212#Hö a
block2/layer1/MatMul_213:MatMulÔ! <(=B2kernel_3 @@block2/layer1/MatMul_213:MatMul#id=213#HÑ!c
block2/layer1/MatMul_213:MatMulå! ù(úB2kernel_0 @@block2/layer1/MatMul_213:MatMul#id=213#Hâ!C
shared/dup_1:Sum¬! >(?B#kernel_4 @@shared/dup_1:Sum#id=214#H©!C
shared/dup_1:Sum·! 1(2B#kernel_6 @@shared/dup_1:Sum#id=214#H´!3
block2/layer1/Sum_217:Sumı" Ç(ÈBkernel_3Hú"5
block2/layer1/Relu_218:ReluŠ# …(†Bkernel_7H‡#1
block2/layer1/Mul_219:MulÌ" (Bkernel_4HÉ"U
block2/layer1/Mul_219:Mulº" D(EB,kernel_6 @@block2/layer1/Mul_219:Mul#id=219#H·"c
block2/layer2/MatMul_221:MatMulƒ$ Î(ÏB2kernel_1 @@block2/layer2/MatMul_221:MatMul#id=221#H€$c
block2/layer2/MatMul_221:MatMul•$ Á(ÂB2kernel_5 @@block2/layer2/MatMul_221:MatMul#id=221#H’$g
!block2/layer2/BiasAdd_226:BiasAddä$ ¹(ºB4kernel_7 @@block2/layer2/BiasAdd_226:BiasAdd#id=226#Há$;
!block2/layer2/BiasAdd_226:BiasAddï$ ¿(ÀBkernel_3Hì$g
!block2/layer2/Reshape_227:ReshapeÓ# «(¬B4kernel_7 @@block2/layer2/Reshape_227:Reshape#id=227#HĞ#g
!block2/layer2/Reshape_227:Reshapeé# Â(ÃB4kernel_2 @@block2/layer2/Reshape_227:Reshape#id=227#Hæ#W
block2/layer2/Mul_229:Mul“$ ·(¸B,kernel_3 @@block2/layer2/Mul_229:Mul#id=229#H$3
block2/layer2/Mul_229:Mulê# ±(²Bkernel_0Hç#U
block2/layer3/Sum_231:Sumœ% )(*B,kernel_8 @@block2/layer3/Sum_231:Sum#id=231#H™%3
block2/layer3/Sum_231:SumÄ% –(—Bkernel_2HÁ%9
block2/layer3/MatMul_233:MatMulà$ Û(ÜBkernel_0Hİ$3
block2/layer3/Cast_236:Castƒ& (	Bkernel_1H€&[
block2/layer3/Cast_236:CastÕ% ì(íB.kernel_6 @@block2/layer3/Cast_236:Cast#id=236#HÒ%3
block2/layer3/Sum_238:Sumß% £(¤Bkernel_7HÜ%U
block2/layer3/Sum_239:SumÒ% _(`B,kernel_3 @@block2/layer3/Sum_239:Sum#id=239#HÏ%U
block2/layer4/Mul_241:Mul§% x(yB,kernel_2 @@block2/layer4/Mul_241:Mul#id=241#H¤%W
block2/layer4/Mul_241:Mul¦% ‚(ƒB,kernel_0 @@block2/layer4/Mul_241:Mul#id=241#H£%a
block2/layer4/Conv2D_242:Conv2Dó& h(iB2kernel_8 @@block2/layer4/Conv2D_242:Conv2D#id=242#Hğ&U
block2/layer4/Mul_244:Mulş& &('B,kernel_4 @@block2/layer4/Mul_244:Mul#id=244#Hû&W
block2/layer4/Add_247:Add¬(  (¡B,kernel_6 @@block2/layer4/Add_247:Add#id=247#H©(3
block2/layer4/Add_247:Add¡( Š(‹Bkernel_8H(=
#block2/layer4/Identity_248:Identityê' Û(ÜBkernel_2Hç'W
block2/layer4/Add_249:Add«( Û(ÜB,kernel_6 @@block2/layer4/Add_249:Add#id=249#H¨(W
block2/layer4/Add_249:Addº( —(˜B,kernel_5 @@block2/layer4/Add_249:Add#id=249#H·([
block2/layer5/Cast_251:Castµ' ¡(¢B.kernel_3 @@block2/layer5/Cast_251:Cast#id=251#H²'W
block2/layer5/Cast_251:Cast»' (B.kernel_8 @@block2/layer5/Cast_251:Cast#id=251#H¸'9
block2/layer5/Conv2D_252:Conv2DÕ( Œ(Bkernel_8HÒ(9
block2/layer5/Conv2D_252:Conv2Dµ( ü(ıBkernel_4H²(7
block2/layer5/Const_253:Const˜) ³(´Bkernel_5H•)e
!block2/layer5/Softmax_256:SoftmaxÑ) t(uB4kernel_0 @@block2/layer5/Softmax_256:Softmax#id=256#HÎ)ƒ
/block2/layer5/FusedBatchNorm_257:FusedBatchNorm…* ´(µBBkernel_6 @@block2/layer5/FusedBatchNorm_257:FusedBatchNorm#id=257#H‚*ƒ
/block2/layer5/FusedBatchNorm_257:FusedBatchNorm™* ¤(¥BBkernel_2 @@block2/layer5/FusedBatchNorm_257:FusedBatchNorm#id=257#H–*ƒ
/block2/layer5/FusedBatchNorm_258:FusedBatchNormÂ( è(éBBkernel_8 @@block2/layer5/FusedBatchNorm_258:FusedBatchNorm#id=258#H¿(g
!block2/layer5/Softmax_259:Softmaxó( ‰(ŠB4kernel_2 @@block2/layer5/Softmax_259:Softmax#id=259#Hğ(3
q"uote\back/Ã©tÃ©_261:MulÚ) ¨(©Bkernel_6H×)[
block2/layer6/Cast_263:Cast˜+ (B.kernel_8 @@block2/layer6/Cast_263:Cast#id=263#H•+[
block2/layer6/Relu_264:Reluª* ¤(¥B.kernel_0 @@block2/layer6/Relu_264:Relu#id=264#H§*3
block2/layer6/Relu_264:Relu“* [(\Bkernel_1H*k
#block2/layer6/Identity_266:Identity¢+ õ(öB6kernel_7 @@block2/layer6/Identity_266:Identity#id=266#HŸ+G
/block2/layer6/FusedBatchNorm_267:FusedBatchNormÓ+ (Bkernel_8HĞ+
/block2/layer6/FusedBatchNorm_267:FusedBatchNorm¾+ v(wBBkernel_1 @@block2/layer6/FusedBatchNorm_267:FusedBatchNorm#id=267#H»+[
block2/layer6/Relu_268:Relu‚+ ¾(¿B.kernel_3 @@block2/layer6/Relu_268:Relu#id=268#Hÿ*[
block2/layer6/Relu_268:Relu•+ ì(íB.kernel_4 @@block2/layer6/Relu_268:Relu#id=268#H’+c
block2/layer6/MatMul_269:MatMul, ™(šB2kernel_4 @@block2/layer6/MatMul_269:MatMul#id=269#HŠ,a
block2/layer6/MatMul_269:MatMulŠ, B(CB2kernel_5 @@block2/layer6/MatMul_269:MatMul#id=269#H‡,i
#block2/layer7/Identity_271:IdentityÚ, 0(1B6kernel_6 @@block2/layer7/Identity_271:Identity#id=271#H×,=
#block2/layer7/Identity_271:Identity³, §(¨Bkernel_1H°,E
shared/dup_0:Castå, x(yB$kernel_0 @@shared/dup_0:Cast#id=272#Hâ,k
#block2/layer7/Identity_273:Identityƒ- ¨(©B6kernel_5 @@block2/layer7/Identity_273:Identity#id=273#H€-i
#block2/layer7/Identity_273:Identity- s(tB6kernel_0 @@block2/layer7/Identity_273:Identity#id=273#H›-9
!block2/layer7/Reshape_274:Reshape¨, (()Bkernel_7H¥,3
block2/layer7/Cast_276:Castû, 8(9Bkernel_1Hø,[
block2/layer7/Cast_276:Castü, Ç(ÈB.kernel_2 @@block2/layer7/Cast_276:Cast#id=276#Hù,Y
block2/layer7/Relu_277:Reluö- 1(2B.kernel_3 @@block2/layer7/Relu_277:Relu#id=277#Hó-[
block2/layer7/Relu_277:ReluË- Ë(ÌB.kernel_3 @@block2/layer7/Relu_277:Relu#id=277#HÈ-_
block2/layer7/Const_278:Const«, á(âB0kernel_6 @@block2/layer7/Const_278:Const#id=278#H¨,_
block2/layer7/Const_278:Const°, ˆ(‰B0kernel_3 @@block2/layer7/Const_278:Const#id=278#H­,k
#block2/layer8/Identity_284:Identity¯. ë(ìB6kernel_1 @@block2/layer8/Identity_284:Identity#id=284#H¬.=
#block2/layer8/Identity_284:Identity±. §(¨Bkernel_3H®.g
!block2/layer8/BiasAdd_286:BiasAdd©. ‡(ˆB4kernel_6 @@block2/layer8/BiasAdd_286:BiasAdd#id=286#H¦.;
!block2/layer8/BiasAdd_286:BiasAdd’. ©(ªBkernel_6H.W
block2/layer8/Add_287:AddÄ/ ˜(™B,kernel_7 @@block2/layer8/Add_287:Add#id=287#HÁ/c
!block2/layer8/BiasAdd_288:BiasAdd…. (B4kernel_8 @@block2/layer8/BiasAdd_288:BiasAdd#id=288#H‚.e
!block2/layer8/Reshape_289:Reshape. 1(2B4kernel_8 @@block2/layer8/Reshape_289:Reshape#id=289#Hš.k
#block2/layer9/Identity_291:Identityâ/ ”(•B6kernel_6 @@block2/layer9/Identity_291:Identity#id=291#Hß/k
#block2/layer9/Identity_291:Identityî/ ¥(¦B6kernel_2 @@block2/layer9/Identity_291:Identity#id=291#Hë/U
q"uote\back/Ã©tÃ©_292:Mul. (B,kernel_4 @@q"uote\back/Ã©tÃ©_292:Mul#id=292#H‹.W
q"uote\back/Ã©tÃ©_292:Mul–. ¶(·B,kernel_5 @@q"uote\back/Ã©tÃ©_292:Mul#id=292#H“.e
!block2/layer9/Reshape_294:Reshapeõ/ z({B4kernel_8 @@block2/layer9/Reshape_294:Reshape#id=294#Hò/k
#block2/layer9/Identity_296:IdentityÏ0 Ù(ÚB6kernel_2 @@block2/layer9/Identity_296:Identity#id=296#HÌ0k
#block2/layer9/Identity_297:IdentityÙ/ “(”B6kernel_6 @@block2/layer9/Identity_297:Identity#id=297#HÖ/W
block2/layer9/Sum_298:Sumì0 Û(ÜB,kernel_8 @@block2/layer9/Sum_298:Sum#id=298#Hé0U
block2/layer9/Sum_298:Sum…1 :(;B,kernel_6 @@block2/layer9/Sum_298:Sum#id=298#H‚1-
shared/dup_1:Conv2Dµ0 ³(´Bkernel_3H²0K
shared/dup_1:Conv2Dª0 •(–B&kernel_8 @@shared/dup_1:Conv2D#id=301#H§0c
block3/layer0/Conv2D_303:Conv2D¿1 –(—B2kernel_0 @@block3/layer0/Conv2D_303:Conv2D#id=303#H¼1
/block3/layer0/FusedBatchNorm_304:FusedBatchNormÀ0 d(eBBkernel_6 @@block3/layer0/FusedBatchNorm_304:FusedBatchNorm#id=304#H½0[
block3/layer0/Relu_307:Relu´1 Ú(ÛB.kernel_2 @@block3/layer0/Relu_307:Relu#id=307#H±1[
block3/layer0/Relu_307:Relu§1 õ(öB.kernel_3 @@block3/layer0/Relu_307:Relu#id=307#H¤1I
/block3/layer0/FusedBatchNorm_308:FusedBatchNorm«1 Á(ÂBkernel_8H¨1
/block3/layer0/FusedBatchNorm_308:FusedBatchNorm†1 ^(_BBkernel_0 @@block3/layer0/FusedBatchNorm_308:FusedBatchNorm#id=308#Hƒ1]
block3/layer0/Const_309:Constè0 p(qB0kernel_2 @@block3/layer0/Const_309:Const#id=309#Hå0ƒ
/block3/layer1/FusedBatchNorm_311:FusedBatchNorm÷1 °(±BBkernel_5 @@block3/layer1/FusedBatchNorm_311:FusedBatchNorm#id=311#Hô1e
!block3/layer1/Reshape_312:Reshapeá1 &('B4kernel_2 @@block3/layer1/Reshape_312:Reshape#id=312#HŞ1g
!block3/layer1/Reshape_312:Reshapeï1 ™(šB4kernel_6 @@block3/layer1/Reshape_312:Reshape#id=312#Hì1e
!block3/layer1/BiasAdd_313:BiasAddµ2 t(uB4kernel_8 @@block3/layer1/BiasAdd_313:BiasAdd#id=313#H²2g
!block3/layer1/BiasAdd_313:BiasAdd·2 ‡(ˆB4kernel_1 @@block3/layer1/BiasAdd_313:BiasAdd#id=313#H´2[
block3/layer1/Relu_314:Relu¶2 ’(“B.kernel_1 @@block3/layer1/Relu_314:Relu#id=314#H³2[
block3/layer1/Relu_314:ReluÔ2 ¸(¹B.kernel_7 @@block3/layer1/Relu_314:Relu#id=314#HÑ2[
block3/layer1/Relu_316:Reluã3 ä(åB.kernel_5 @@block3/layer1/Relu_316:Relu#id=316#Hà35
block3/layer1/Relu_316:Reluì3 …(†Bkernel_7Hé3=
#block3/layer1/Identity_317:Identityá3 ü(ıBkernel_8HŞ3e
!block3/layer1/Reshape_318:Reshape—4 (B4kernel_2 @@block3/layer1/Reshape_318:Reshape#id=318#H”4g
!block3/layer1/Reshape_318:Reshapeœ4 –(—B4kernel_4 @@block3/layer1/Reshape_318:Reshape#id=318#H™4g
!block3/layer2/BiasAdd_322:BiasAdd…4 ’(“B4kernel_7 @@block3/layer2/BiasAdd_322:BiasAdd#id=322#H‚4;
!block3/layer2/BiasAdd_322:BiasAddğ3 «(¬Bkernel_2Hí3k
$q"uote\back/Ã©tÃ©_323:FusedBatchNorm—4 @(AB7kernel_5 @@q"uote\back/Ã©tÃ©_323:FusedBatchNorm#id=323#H”4>
$q"uote\back/Ã©tÃ©_323:FusedBatchNorm¨4 ˜(™Bkernel_2H¥4[
block3/layer2/Cast_324:CastÂ4 î(ïB.kernel_2 @@block3/layer2/Cast_324:Cast#id=324#H¿4[
block3/layer2/Cast_324:Cast©4 §(¨B.kernel_2 @@block3/layer2/Cast_324:Cast#id=324#H¦4[
block3/layer2/Relu_327:Relu§4 ‰(ŠB.kernel_1 @@block3/layer2/Relu_327:Relu#id=327#H¤4[
block3/layer2/Relu_327:Relu¥4 ¥(¦B.kernel_2 @@block3/layer2/Relu_327:Relu#id=327#H¢4a
block3/layer2/Conv2D_328:Conv2DÉ4 h(iB2kernel_0 @@block3/layer2/Conv2D_328:Conv2D#id=328#HÆ4i
#block3/layer2/Identity_329:Identity°5 .(/B6kernel_3 @@block3/layer2/Identity_329:Identity#id=329#H­5k
#block3/layer2/Identity_329:IdentityÆ5 „(…B6kernel_7 @@block3/layer2/Identity_329:Identity#id=329#HÃ59
block3/layer3/Conv2D_331:Conv2D©4 Ş(ßBkernel_2H¦4c
block3/layer3/MatMul_333:MatMulê4 Ñ(ÒB2kernel_7 @@block3/layer3/MatMul_333:MatMul#id=333#Hç4a
block3/layer3/MatMul_333:MatMulû4 B(CB2kernel_4 @@block3/layer3/MatMul_333:MatMul#id=333#Hø4c
block3/layer3/MatMul_334:MatMul×5 (B2kernel_5 @@block3/layer3/MatMul_334:MatMul#id=334#HÔ5
/block3/layer3/FusedBatchNorm_336:FusedBatchNorm«6 N(OBBkernel_7 @@block3/layer3/FusedBatchNorm_336:FusedBatchNorm#id=336#H¨6ƒ
/block3/layer3/FusedBatchNorm_336:FusedBatchNorm‰6 æ(çBBkernel_1 @@block3/layer3/FusedBatchNorm_336:FusedBatchNorm#id=336#H†6U
block3/layer3/Sum_337:Sumë5 {(|B,kernel_6 @@block3/layer3/Sum_337:Sum#id=337#Hè51
block3/layer3/Sum_337:Sumä5 4(5Bkernel_8Há53
block3/layer3/Cast_339:CastŞ5 (Bkernel_0HÛ55
block3/layer4/Cast_342:Cast°6 ò(óBkernel_6H­6Y
block3/layer4/Cast_342:CastÀ6 e(fB.kernel_8 @@block3/layer4/Cast_342:Cast#id=342#H½61
block3/layer4/Mul_344:Muló6 (Bkernel_5Hğ6W
block3/layer4/Add_346:Addä6 œ(B,kernel_7 @@block3/layer4/Add_346:Add#id=346#Há6]
block3/layer4/Const_348:Const‹8  (!B0kernel_4 @@block3/layer4/Const_348:Const#id=348#Hˆ8]
block3/layer4/Const_348:Const±8 v(wB0kernel_3 @@block3/layer4/Const_348:Const#id=348#H®81
block3/layer4/Sum_349:Sumö7 :(;Bkernel_8Hó73
block3/layer4/Sum_349:Sum8 í(îBkernel_6HŠ8c
block3/layer5/Conv2D_353:Conv2DÙ8 í(îB2kernel_0 @@block3/layer5/Conv2D_353:Conv2D#id=353#HÖ87
block3/layer5/Conv2D_353:Conv2DÕ8 6(7Bkernel_8HÒ85
q"uote\back/Ã©tÃ©_354:BiasAddÜ9 (Bkernel_8HÙ9_
q"uote\back/Ã©tÃ©_354:BiasAddÙ9 ¥(¦B0kernel_8 @@q"uote\back/Ã©tÃ©_354:BiasAdd#id=354#HÖ9g
!block3/layer5/Softmax_357:Softmax­9 µ(¶B4kernel_7 @@block3/layer5/Softmax_357:Softmax#id=357#Hª9g
!block3/layer5/Softmax_357:Softmax¦9 ¤(¥B4kernel_7 @@block3/layer5/Softmax_357:Softmax#id=357#H£9)
shared/dup_0:Cast˜: #($Bkernel_8H•:G
shared/dup_0:Cast¬: ï(ğB$kernel_6 @@shared/dup_0:Cast#id=359#H©:;
!block3/layer6/BiasAdd_361:BiasAdd×: œ(Bkernel_7HÔ:e
!block3/layer6/Softmax_362:SoftmaxÓ: (B4kernel_5 @@block3/layer6/Softmax_362:Softmax#id=362#HĞ:;
!block3/layer6/Softmax_362:SoftmaxÛ: (‚Bkernel_7HØ:a
block3/layer6/Conv2D_363:Conv2DÕ: -(.B2kernel_5 @@block3/layer6/Conv2D_363:Conv2D#id=363#HÒ:[
block3/layer6/Relu_364:ReluŸ; Ÿ( B.kernel_2 @@block3/layer6/Relu_364:Relu#id=364#Hœ;i
#block3/layer6/Identity_366:Identityã: \(]B6kernel_8 @@block3/layer6/Identity_366:Identity#id=366#Hà:i
#block3/layer6/Identity_367:IdentityÕ; (B6kernel_5 @@block3/layer6/Identity_367:Identity#id=367#HÒ;G
/block3/layer6/FusedBatchNorm_369:FusedBatchNormì; 9(:Bkernel_2Hé;U
block3/layer7/Add_371:Add¥< S(TB,kernel_8 @@block3/layer7/Add_371:Add#id=371#H¢<U
block3/layer7/Add_371:Add‡<  (!B,kernel_0 @@block3/layer7/Add_371:Add#id=371#H„<
/block3/layer7/FusedBatchNorm_373:FusedBatchNorm±; @(ABBkernel_4 @@block3/layer7/FusedBatchNorm_373:FusedBatchNorm#id=373#H®;
/block3/layer7/FusedBatchNorm_373:FusedBatchNormœ; '((BBkernel_6 @@block3/layer7/FusedBatchNorm_373:FusedBatchNorm#id=373#H™;]
block3/layer7/Const_374:ConstÈ< e(fB0kernel_7 @@block3/layer7/Const_374:Const#id=374#HÅ<5
block3/layer7/Cast_376:CastÙ= –(—Bkernel_3HÖ=[
block3/layer7/Cast_376:Cast·= ¯(°B.kernel_8 @@block3/layer7/Cast_376:Cast#id=376#H´=g
!block3/layer7/Reshape_378:Reshape†= ê(ëB4kernel_8 @@block3/layer7/Reshape_378:Reshape#id=378#Hƒ=e
!block3/layer7/Reshape_378:Reshapeğ< =(>B4kernel_7 @@block3/layer7/Reshape_378:Reshape#id=378#Hí<5
block3/layer8/Cast_383:CastÄ> §(¨Bkernel_5HÁ>Y
block3/layer8/Cast_383:CastÓ> n(oB.kernel_3 @@block3/layer8/Cast_383:Cast#id=383#HĞ>[
block3/layer8/Cast_384:CastÃ> à(áB.kernel_8 @@block3/layer8/Cast_384:Cast#id=384#HÀ>5
block3/layer8/Cast_384:CastÈ> ¢(£Bkernel_6HÅ>
/block3/layer8/FusedBatchNorm_386:FusedBatchNormÓ= T(UBBkernel_4 @@block3/layer8/FusedBatchNorm_386:FusedBatchNorm#id=386#HĞ=
/block3/layer8/FusedBatchNorm_386:FusedBatchNormÀ= +(,BBkernel_7 @@block3/layer8/FusedBatchNorm_386:FusedBatchNorm#id=386#H½=c
block3/layer8/Conv2D_387:Conv2Dª> ¦(§B2kernel_8 @@block3/layer8/Conv2D_387:Conv2D#id=387#H§>a
block3/layer8/Conv2D_387:Conv2Dƒ> Q(RB2kernel_5 @@block3/layer8/Conv2D_387:Conv2D#id=387#H€>g
!block3/layer8/Softmax_389:SoftmaxÅ= Ÿ( B4kernel_6 @@block3/layer8/Softmax_389:Softmax#id=389#HÂ=W
block3/layer9/Add_391:AddÏ> Š(‹B,kernel_0 @@block3/layer9/Add_391:Add#id=391#HÌ>Y
block3/layer9/Relu_392:Relu¨> (B.kernel_8 @@block3/layer9/Relu_392:Relu#id=392#H¥>]
block3/layer9/Const_393:Constö> m(nB0kernel_7 @@block3/layer9/Const_393:Const#id=393#Hó>_
block3/layer9/Const_393:Constõ> ƒ(„B0kernel_5 @@block3/layer9/Const_393:Const#id=393#Hò>5
block3/layer9/Const_397:Const@ }(~Bkernel_8HŒ@7
block3/layer9/Const_397:Const@ €(Bkernel_4Hš@[
block3/layer9/Cast_399:Cast²@ ®(¯B.kernel_5 @@block3/layer9/Cast_399:Cast#id=399#H¯@Y
block3/layer9/Cast_399:Cast©@ c(dB.kernel_8 @@block3/layer9/Cast_399:Cast#id=399#H¦@
Ân
/device:GPU:0/stream:14_
block0/layer0/BiasAdd_1:BiasAddŠ H(IB0kernel_1 @@block0/layer0/BiasAdd_1:BiasAdd#id=1#H‡_
block0/layer0/BiasAdd_1:BiasAddõ _(`B0kernel_4 @@block0/layer0/BiasAdd_1:BiasAdd#id=1#Hò{
-block0/layer0/FusedBatchNorm_7:FusedBatchNorm’ (B>kernel_2 @@block0/layer0/FusedBatchNorm_7:FusedBatchNorm#id=7#H;
!block0/layer0/Identity_8:Identityã È(ÉBkernel_0Hà[
block0/layer0/MatMul_9:MatMulö 	(
B.kernel_7 @@block0/layer0/MatMul_9:MatMul#id=9#Hó8
 block0/layer1/BiasAdd_12:BiasAddÅ ^(_Bkernel_6HÂV
block0/layer2/Cast_21:Cast» Y(ZB,kernel_4 @@block0/layer2/Cast_21:Cast#id=21#H¸d
 block0/layer2/Reshape_23:Reshape¾ »(¼B2kernel_1 @@block0/layer2/Reshape_23:Reshape#id=23#H»~
.block0/layer2/FusedBatchNorm_24:FusedBatchNormÕ ( B@kernel_0 @@block0/layer2/FusedBatchNorm_24:FusedBatchNorm#id=24#HÒ`
block0/layer2/MatMul_26:MatMul¦ ı(şB0kernel_3 @@block0/layer2/MatMul_26:MatMul#id=26#H£R
block0/layer2/Add_27:Add³ b(cB*kernel_7 @@block0/layer2/Add_27:Add#id=27#H°d
 block0/layer2/Softmax_29:Softmax† ä(åB2kernel_7 @@block0/layer2/Softmax_29:Softmax#id=29#Hƒ8
block0/layer3/MatMul_31:MatMulù ±(²Bkernel_7Hö^
block0/layer3/MatMul_31:MatMulˆ k(lB0kernel_5 @@block0/layer3/MatMul_31:MatMul#id=31#H…X
block0/layer3/Cast_32:Castˆ Ú(ÛB,kernel_5 @@block0/layer3/Cast_32:Cast#id=32#H…X
block0/layer3/Cast_33:Cast¬ Ë(ÌB,kernel_0 @@block0/layer3/Cast_33:Cast#id=33#H©6
block0/layer3/MatMul_34:MatMulÎ (Bkernel_4HË`
block0/layer3/MatMul_36:MatMulÁ (B0kernel_0 @@block0/layer3/MatMul_36:MatMul#id=36#H¾`
block0/layer3/MatMul_36:MatMulĞ ï(ğB0kernel_1 @@block0/layer3/MatMul_36:MatMul#id=36#HÍT
block0/layer3/Mul_37:Mulã ³(´B*kernel_7 @@block0/layer3/Mul_37:Mul#id=37#Hà:
 block0/layer3/BiasAdd_38:BiasAddë ú(ûBkernel_8Hè^
block0/layer4/MatMul_43:MatMul¿ (B0kernel_7 @@block0/layer4/MatMul_43:MatMul#id=43#H¼`
block0/layer4/MatMul_43:MatMulÏ (B0kernel_7 @@block0/layer4/MatMul_43:MatMul#id=43#HÌ2
q"uote\back/Ã©tÃ©_44:Addë (‚Bkernel_5HèR
q"uote\back/Ã©tÃ©_44:AddŞ x(yB*kernel_3 @@q"uote\back/Ã©tÃ©_44:Add#id=44#HÛ2
block0/layer4/Cast_46:Cast¤ C(DBkernel_3H¡8
block0/layer5/MatMul_54:MatMul‡	 ¤(¥Bkernel_3H„	6
block0/layer5/MatMul_59:MatMul€
 5(6Bkernel_0Hı	T
block0/layer6/Add_61:Add¤ ¨(©B*kernel_4 @@block0/layer6/Add_61:Add#id=61#H¡R
block0/layer6/Add_61:Add n(oB*kernel_3 @@block0/layer6/Add_61:Add#id=61#Hš`
block0/layer6/Conv2D_64:Conv2D© Ÿ( B0kernel_4 @@block0/layer6/Conv2D_64:Conv2D#id=64#H¦d
 block0/layer6/BiasAdd_66:BiasAdd¥ È(ÉB2kernel_3 @@block0/layer6/BiasAdd_66:BiasAdd#id=66#H¢R
block0/layer6/Mul_68:Mul‰ (B*kernel_1 @@block0/layer6/Mul_68:Mul#id=68#H†`
block0/layer7/MatMul_79:MatMul ¶(·B0kernel_6 @@block0/layer7/MatMul_79:MatMul#id=79#Hš`
block0/layer8/Conv2D_83:Conv2D‹ (‘B0kernel_1 @@block0/layer8/Conv2D_83:Conv2D#id=83#Hˆ`
block0/layer9/Conv2D_96:Conv2D´ §(¨B0kernel_8 @@block0/layer9/Conv2D_96:Conv2D#id=96#H±X
block0/layer9/Cast_97:Cast‚ ‡(ˆB,kernel_6 @@block0/layer9/Cast_97:Cast#id=97#HÿB
shared/dup_0:SumÌ C(DB"kernel_3 @@shared/dup_0:Sum#id=98#HÉ_
block1/layer0/Const_104:ConstË Ù(ÚB0kernel_4 @@block1/layer0/Const_104:Const#id=104#HÈW
block1/layer0/Add_108:Addó ™(šB,kernel_7 @@block1/layer0/Add_108:Add#id=108#Hğe
!block1/layer1/Reshape_113:Reshapeİ ?(@B4kernel_6 @@block1/layer1/Reshape_113:Reshape#id=113#HÚa
block1/layer1/MatMul_114:MatMul– \(]B2kernel_5 @@block1/layer1/MatMul_114:MatMul#id=114#H“9
block1/layer1/Conv2D_116:Conv2D Ÿ( Bkernel_2Hşa
block1/layer1/Conv2D_116:Conv2D– G(HB2kernel_8 @@block1/layer1/Conv2D_116:Conv2D#id=116#H“Y
block1/layer1/Relu_119:Relu£ J(KB.kernel_5 @@block1/layer1/Relu_119:Relu#id=119#H Y
block1/layer2/Relu_122:Relu§ (B.kernel_1 @@block1/layer2/Relu_122:Relu#id=122#H¤ƒ
/block1/layer2/FusedBatchNorm_124:FusedBatchNorm” ô(õBBkernel_3 @@block1/layer2/FusedBatchNorm_124:FusedBatchNorm#id=124#H‘M
shared/dup_1:BiasAddË Ÿ( B'kernel_2 @@shared/dup_1:BiasAdd#id=127#HÈM
shared/dup_1:BiasAddå ‘(’B'kernel_8 @@shared/dup_1:BiasAdd#id=127#Hâe
!block1/layer2/Softmax_129:Softmax‘ (B4kernel_3 @@block1/layer2/Softmax_129:Softmax#id=129#H3
block1/layer3/Sum_131:SumÊ é(êBkernel_4HÇg
!block1/layer3/Softmax_132:Softmaxí •(–B4kernel_2 @@block1/layer3/Softmax_132:Softmax#id=132#HêU
block1/layer3/Mul_138:MulÁ <(=B,kernel_2 @@block1/layer3/Mul_138:Mul#id=138#H¾g
!block1/layer4/Reshape_144:Reshape† ª(«B4kernel_5 @@block1/layer4/Reshape_144:Reshape#id=144#Hƒ9
!block1/layer4/Reshape_144:Reshapeœ (Bkernel_2H™c
block1/layer4/Conv2D_148:Conv2D° º(»B2kernel_1 @@block1/layer4/Conv2D_148:Conv2D#id=148#H­;
!block1/layer4/BiasAdd_149:BiasAdd’ ­(®Bkernel_7H7
block1/layer5/Conv2D_159:Conv2DÏ (Bkernel_3HÌ1
block1/layer6/Sum_167:Sumû (Bkernel_4Hø1
block1/layer6/Mul_169:Mul±  (!Bkernel_7H®1
block1/layer6/Mul_169:Mul¬ (Bkernel_5H©;
!block1/layer7/BiasAdd_172:BiasAddÓ à(áBkernel_7HĞg
!block1/layer7/Softmax_176:Softmaxó à(áB4kernel_4 @@block1/layer7/Softmax_176:Softmax#id=176#Hğg
!block1/layer7/Softmax_176:Softmaxı š(›B4kernel_7 @@block1/layer7/Softmax_176:Softmax#id=176#Húa
block1/layer7/MatMul_177:MatMul± }(~B2kernel_5 @@block1/layer7/MatMul_177:MatMul#id=177#H®_
block1/layer7/Const_178:Const¦ ğ(ñB0kernel_0 @@block1/layer7/Const_178:Const#id=178#H£]
block1/layer7/Const_178:Const¾ (	B0kernel_0 @@block1/layer7/Const_178:Const#id=178#H»e
!block1/layer8/BiasAdd_184:BiasAddá ( B4kernel_0 @@block1/layer8/BiasAdd_184:BiasAdd#id=184#HŞ1
block1/layer8/Add_187:AddÆ &('Bkernel_1HÃc
block1/layer8/MatMul_188:MatMulƒ š(›B2kernel_4 @@block1/layer8/MatMul_188:MatMul#id=188#H€7
block1/layer8/MatMul_188:MatMulé (Bkernel_5Hæg
!block1/layer9/Softmax_193:Softmax» ÿ(€B4kernel_5 @@block1/layer9/Softmax_193:Softmax#id=193#H¸g
!block1/layer9/Softmax_193:Softmax¸ ş(ÿB4kernel_7 @@block1/layer9/Softmax_193:Softmax#id=193#HµW
block1/layer9/Mul_194:Mulû ÿ(€B,kernel_8 @@block1/layer9/Mul_194:Mul#id=194#Hø8
q"uote\back/Ã©tÃ©_199:IdentityÏ ¶(·Bkernel_8HÌ9
block2/layer0/Conv2D_203:Conv2D·  ·(¸Bkernel_8H´ 1
block2/layer0/Add_206:AddÖ  7(8Bkernel_0HÓ [
block2/layer0/Const_207:Constì  (B0kernel_6 @@block2/layer0/Const_207:Const#id=207#Hé _
block2/layer0/Const_207:Const×  ¹(ºB0kernel_5 @@block2/layer0/Const_207:Const#id=207#HÔ Y
block2/layer0/Cast_208:CastÆ! d(eB.kernel_2 @@block2/layer0/Cast_208:Cast#id=208#HÃ![
block2/layer1/Relu_211:ReluÍ! ¢(£B.kernel_1 @@block2/layer1/Relu_211:Relu#id=211#HÊ!Y
block2/layer1/Relu_212:Reluù  k(lB.kernel_2 @@block2/layer1/Relu_212:Relu#id=212#Hö C
shared/dup_1:Sum¬! >(?B#kernel_4 @@shared/dup_1:Sum#id=214#H©!C
shared/dup_1:Sum·! 1(2B#kernel_6 @@shared/dup_1:Sum#id=214#H´!3
block2/layer1/Sum_217:Sumı" Ç(ÈBkernel_3Hú"c
block2/layer2/MatMul_221:MatMulƒ$ Î(ÏB2kernel_1 @@block2/layer2/MatMul_221:MatMul#id=221#H€$c
block2/layer2/MatMul_221:MatMul•$ Á(ÂB2kernel_5 @@block2/layer2/MatMul_221:MatMul#id=221#H’$g
!block2/layer2/BiasAdd_226:BiasAddä$ ¹(ºB4kernel_7 @@block2/layer2/BiasAdd_226:BiasAdd#id=226#Há$g
!block2/layer2/Reshape_227:ReshapeÓ# «(¬B4kernel_7 @@block2/layer2/Reshape_227:Reshape#id=227#HĞ#U
block2/layer3/Sum_231:Sumœ% )(*B,kernel_8 @@block2/layer3/Sum_231:Sum#id=231#H™%3
block2/layer3/Cast_236:Castƒ& (	Bkernel_1H€&W
block2/layer4/Mul_241:Mul¦% ‚(ƒB,kernel_0 @@block2/layer4/Mul_241:Mul#id=241#H£%a
block2/layer4/Conv2D_242:Conv2Dó& h(iB2kernel_8 @@block2/layer4/Conv2D_242:Conv2D#id=242#Hğ&W
block2/layer4/Add_247:Add¬(  (¡B,kernel_6 @@block2/layer4/Add_247:Add#id=247#H©(3
block2/layer4/Add_247:Add¡( Š(‹Bkernel_8H(=
#block2/layer4/Identity_248:Identityê' Û(ÜBkernel_2Hç'W
block2/layer4/Add_249:Addº( —(˜B,kernel_5 @@block2/layer4/Add_249:Add#id=249#H·(W
block2/layer5/Cast_251:Cast»' (B.kernel_8 @@block2/layer5/Cast_251:Cast#id=251#H¸'e
!block2/layer5/Softmax_256:SoftmaxÑ) t(uB4kernel_0 @@block2/layer5/Softmax_256:Softmax#id=256#HÎ)ƒ
/block2/layer5/FusedBatchNorm_257:FusedBatchNorm™* ¤(¥BBkernel_2 @@block2/layer5/FusedBatchNorm_257:FusedBatchNorm#id=257#H–*ƒ
/block2/layer5/FusedBatchNorm_258:FusedBatchNormÂ( è(éBBkernel_8 @@block2/layer5/FusedBatchNorm_258:FusedBatchNorm#id=258#H¿(g
!block2/layer5/Softmax_259:Softmaxó( ‰(ŠB4kernel_2 @@block2/layer5/Softmax_259:Softmax#id=259#Hğ([
block2/layer6/Cast_263:Cast˜+ (B.kernel_8 @@block2/layer6/Cast_263:Cast#id=263#H•+G
/block2/layer6/FusedBatchNorm_267:FusedBatchNormÓ+ (Bkernel_8HĞ+[
block2/layer6/Relu_268:Relu•+ ì(íB.kernel_4 @@block2/layer6/Relu_268:Relu#id=268#H’+c
block2/layer6/MatMul_269:MatMul, ™(šB2kernel_4 @@block2/layer6/MatMul_269:MatMul#id=269#HŠ,a
block2/layer6/MatMul_269:MatMulŠ, B(CB2kernel_5 @@block2/layer6/MatMul_269:MatMul#id=269#H‡,i
#block2/layer7/Identity_271:IdentityÚ, 0(1B6kernel_6 @@block2/layer7/Identity_271:Identity#id=271#H×,i
#block2/layer7/Identity_273:Identity- s(tB6kernel_0 @@block2/layer7/Identity_273:Identity#id=273#H›-9
!block2/layer7/Reshape_274:Reshape¨, (()Bkernel_7H¥,3
block2/layer7/Cast_276:Castû, 8(9Bkernel_1Hø,_
block2/layer7/Const_278:Const«, á(âB0kernel_6 @@block2/layer7/Const_278:Const#id=278#H¨,k
#block2/layer8/Identity_284:Identity¯. ë(ìB6kernel_1 @@block2/layer8/Identity_284:Identity#id=284#H¬.g
!block2/layer8/BiasAdd_286:BiasAdd©. ‡(ˆB4kernel_6 @@block2/layer8/BiasAdd_286:BiasAdd#id=286#H¦.;
!block2/layer8/BiasAdd_286:BiasAdd’. ©(ªBkernel_6H.c
!block2/layer8/BiasAdd_288:BiasAdd…. (B4kernel_8 @@block2/layer8/BiasAdd_288:BiasAdd#id=288#H‚.k
#block2/layer9/Identity_291:Identityâ/ ”(•B6kernel_6 @@block2/layer9/Identity_291:Identity#id=291#Hß/k
#block2/layer9/Identity_291:Identityî/ ¥(¦B6kernel_2 @@block2/layer9/Identity_291:Identity#id=291#Hë/W
q"uote\back/Ã©tÃ©_292:Mul–. ¶(·B,kernel_5 @@q"uote\back/Ã©tÃ©_292:Mul#id=292#H“.k
#block2/layer9/Identity_296:IdentityÏ0 Ù(ÚB6kernel_2 @@block2/layer9/Identity_296:Identity#id=296#HÌ0K
shared/dup_1:Conv2Dª0 •(–B&kernel_8 @@shared/dup_1:Conv2D#id=301#H§0[
block3/layer0/Relu_307:Relu´1 Ú(ÛB.kernel_2 @@block3/layer0/Relu_307:Relu#id=307#H±1[
block3/layer0/Relu_307:Relu§1 õ(öB.kernel_3 @@block3/layer0/Relu_307:Relu#id=307#H¤1I
/block3/layer0/FusedBatchNorm_308:FusedBatchNorm«1 Á(ÂBkernel_8H¨1ƒ
/block3/layer1/FusedBatchNorm_311:FusedBatchNorm÷1 °(±BBkernel_5 @@block3/layer1/FusedBatchNorm_311:FusedBatchNorm#id=311#Hô1e
!block3/layer1/Reshape_312:Reshapeá1 &('B4kernel_2 @@block3/layer1/Reshape_312:Reshape#id=312#HŞ1[
block3/layer1/Relu_316:Reluã3 ä(åB.kernel_5 @@block3/layer1/Relu_316:Relu#id=316#Hà35
block3/layer1/Relu_316:Reluì3 …(†Bkernel_7Hé3g
!block3/layer1/Reshape_318:Reshapeœ4 –(—B4kernel_4 @@block3/layer1/Reshape_318:Reshape#id=318#H™4;
!block3/layer2/BiasAdd_322:BiasAddğ3 «(¬Bkernel_2Hí3k
$q"uote\back/Ã©tÃ©_323:FusedBatchNorm—4 @(AB7kernel_5 @@q"uote\back/Ã©tÃ©_323:FusedBatchNorm#id=323#H”4[
block3/layer2/Cast_324:Cast©4 §(¨B.kernel_2 @@block3/layer2/Cast_324:Cast#id=324#H¦49
block3/layer3/Conv2D_331:Conv2D©4 Ş(ßBkernel_2H¦4a
block3/layer3/MatMul_333:MatMulû4 B(CB2kernel_4 @@block3/layer3/MatMul_333:MatMul#id=333#Hø4c
block3/layer3/MatMul_334:MatMul×5 (B2kernel_5 @@block3/layer3/MatMul_334:MatMul#id=334#HÔ5ƒ
/block3/layer3/FusedBatchNorm_336:FusedBatchNorm‰6 æ(çBBkernel_1 @@block3/layer3/FusedBatchNorm_336:FusedBatchNorm#id=336#H†6U
block3/layer3/Sum_337:Sumë5 {(|B,kernel_6 @@block3/layer3/Sum_337:Sum#id=337#Hè53
block3/layer3/Cast_339:CastŞ5 (Bkernel_0HÛ55
block3/layer4/Cast_342:Cast°6 ò(óBkernel_6H­6Y
block3/layer4/Cast_342:CastÀ6 e(fB.kernel_8 @@block3/layer4/Cast_342:Cast#id=342#H½6W
block3/layer4/Add_346:Addä6 œ(B,kernel_7 @@block3/layer4/Add_346:Add#id=346#Há6]
block3/layer4/Const_348:Const‹8  (!B0kernel_4 @@block3/layer4/Const_348:Const#id=348#Hˆ8]
block3/layer4/Const_348:Const±8 v(wB0kernel_3 @@block3/layer4/Const_348:Const#id=348#H®81
block3/layer4/Sum_349:Sumö7 :(;Bkernel_8Hó73
block3/layer4/Sum_349:Sum8 í(îBkernel_6HŠ8g
!block3/layer5/Softmax_357:Softmax¦9 ¤(¥B4kernel_7 @@block3/layer5/Softmax_357:Softmax#id=357#H£9G
shared/dup_0:Cast¬: ï(ğB$kernel_6 @@shared/dup_0:Cast#id=359#H©:;
!block3/layer6/BiasAdd_361:BiasAdd×: œ(Bkernel_7HÔ:e
!block3/layer6/Softmax_362:SoftmaxÓ: (B4kernel_5 @@block3/layer6/Softmax_362:Softmax#id=362#HĞ:;
!block3/layer6/Softmax_362:SoftmaxÛ: (‚Bkernel_7HØ:i
#block3/layer6/Identity_367:IdentityÕ; (B6kernel_5 @@block3/layer6/Identity_367:Identity#id=367#HÒ;U
block3/layer7/Add_371:Add¥< S(TB,kernel_8 @@block3/layer7/Add_371:Add#id=371#H¢<U
block3/layer7/Add_371:Add‡<  (!B,kernel_0 @@block3/layer7/Add_371:Add#id=371#H„<
/block3/layer7/FusedBatchNorm_373:FusedBatchNorm±; @(ABBkernel_4 @@block3/layer7/FusedBatchNorm_373:FusedBatchNorm#id=373#H®;e
!block3/layer7/Reshape_378:Reshapeğ< =(>B4kernel_7 @@block3/layer7/Reshape_378:Reshape#id=378#Hí<5
block3/layer8/Cast_383:CastÄ> §(¨Bkernel_5HÁ>5
block3/layer8/Cast_384:CastÈ> ¢(£Bkernel_6HÅ>g
!block3/layer8/Softmax_389:SoftmaxÅ= Ÿ( B4kernel_6 @@block3/layer8/Softmax_389:Softmax#id=389#HÂ=Y
block3/layer9/Relu_392:Relu¨> (B.kernel_8 @@block3/layer9/Relu_392:Relu#id=392#H¥>_
block3/layer9/Const_393:Constõ> ƒ(„B0kernel_5 @@block3/layer9/Const_393:Const#id=393#Hò>5
block3/layer9/Const_397:Const@ }(~Bkernel_8HŒ@7
block3/layer9/Const_397:Const@ €(Bkernel_4Hš@[
block3/layer9/Cast_399:Cast²@ ®(¯B.kernel_5 @@block3/layer9/Cast_399:Cast#id=399#H¯@
÷s
6/job:localhost/replica:0/task:0/device:GPU:0/stream:151
block0/layer0/Add_2:AddÃ á(âBkernel_0HÀU
block0/layer0/Cast_6:Cast¦ ›(œB*kernel_3 @@block0/layer0/Cast_6:Cast#id=6#H£}
-block0/layer0/FusedBatchNorm_7:FusedBatchNorm° ‚(ƒB>kernel_8 @@block0/layer0/FusedBatchNorm_7:FusedBatchNorm#id=7#H­e
!block0/layer0/Identity_8:IdentityŒ ¥(¦B2kernel_3 @@block0/layer0/Identity_8:Identity#id=8#H‰[
block0/layer0/MatMul_9:MatMuló s(tB.kernel_4 @@block0/layer0/MatMul_9:MatMul#id=9#Hğ\
block0/layer1/Const_14:Constà ½(¾B.kernel_2 @@block0/layer1/Const_14:Const#id=14#HİT
block0/layer1/Add_16:Add— ô(õB*kernel_7 @@block0/layer1/Add_16:Add#id=16#H”6
block0/layer1/Conv2D_17:Conv2D´ S(TBkernel_3H±^
block0/layer1/Conv2D_17:Conv2D® i(jB0kernel_8 @@block0/layer1/Conv2D_17:Conv2D#id=17#H«2
block0/layer1/Add_18:Add  à(áBkernel_6HT
block0/layer1/Add_18:Add© í(îB*kernel_8 @@block0/layer1/Add_18:Add#id=18#H¦b
 block0/layer2/Reshape_23:Reshape¿ (B2kernel_8 @@block0/layer2/Reshape_23:Reshape#id=23#H¼€
.block0/layer2/FusedBatchNorm_24:FusedBatchNormÄ ’(“B@kernel_4 @@block0/layer2/FusedBatchNorm_24:FusedBatchNorm#id=24#HÁd
 block0/layer2/Softmax_29:Softmaxù Ó(ÔB2kernel_4 @@block0/layer2/Softmax_29:Softmax#id=29#Hö2
block0/layer3/Cast_32:Cast¯ x(yBkernel_0H¬8
block0/layer3/MatMul_34:MatMulÆ Õ(ÖBkernel_7HÃT
block0/layer3/Mul_37:Mul¸ Ş(ßB*kernel_0 @@block0/layer3/Mul_37:Mul#id=37#Hµ6
block0/layer4/Const_47:Constë ¬(­Bkernel_2Hè\
block0/layer4/Const_47:ConstÙ ¥(¦B.kernel_0 @@block0/layer4/Const_47:Const#id=47#HÖT
block0/layer5/Sum_51:SumÂ (B*kernel_1 @@block0/layer5/Sum_51:Sum#id=51#H¿T
block0/layer5/Sum_51:SumÂ ³(´B*kernel_8 @@block0/layer5/Sum_51:Sum#id=51#H¿V
block0/layer5/Relu_52:Reluƒ	 J(KB,kernel_8 @@block0/layer5/Relu_52:Relu#id=52#H€	^
block0/layer5/MatMul_57:MatMulÉ	 1(2B0kernel_4 @@block0/layer5/MatMul_57:MatMul#id=57#HÆ	`
block0/layer5/MatMul_59:MatMulú	 ‚(ƒB0kernel_3 @@block0/layer5/MatMul_59:MatMul#id=59#H÷	R
block0/layer6/Add_62:Addõ t(uB*kernel_2 @@block0/layer6/Add_62:Add#id=62#Hòd
 block0/layer6/BiasAdd_66:BiasAdd§ ø(ùB2kernel_2 @@block0/layer6/BiasAdd_66:BiasAdd#id=66#H¤d
 block0/layer6/BiasAdd_67:BiasAddš ‹(ŒB2kernel_6 @@block0/layer6/BiasAdd_67:BiasAdd#id=67#H—L
shared/dup_2:BiasAdd€ ±(²B&kernel_7 @@shared/dup_2:BiasAdd#id=69#Hıh
"block0/layer7/Identity_72:IdentityÕ ª(«B4kernel_0 @@block0/layer7/Identity_72:Identity#id=72#HÒb
 block0/layer7/Softmax_78:SoftmaxÒ U(VB2kernel_2 @@block0/layer7/Softmax_78:Softmax#id=78#HÏ`
block0/layer7/MatMul_79:MatMul¢ †(‡B0kernel_5 @@block0/layer7/MatMul_79:MatMul#id=79#HŸd
 block0/layer8/Reshape_81:ReshapeÜ (B2kernel_0 @@block0/layer8/Reshape_81:Reshape#id=81#HÙ8
 block0/layer8/Reshape_81:Reshapeà (Bkernel_7Hİ€
.block0/layer8/FusedBatchNorm_84:FusedBatchNormş Ó(ÔB@kernel_3 @@block0/layer8/FusedBatchNorm_84:FusedBatchNorm#id=84#Hû~
.block0/layer8/FusedBatchNorm_84:FusedBatchNorm N(OB@kernel_3 @@block0/layer8/FusedBatchNorm_84:FusedBatchNorm#id=84#H›2
block0/layer8/Sum_87:Sum— (Bkernel_1H”T
block0/layer8/Sum_87:Sum® ú(ûB*kernel_2 @@block0/layer8/Sum_87:Sum#id=87#H«8
 block0/layer8/Softmax_89:Softmax¼ k(lBkernel_1H¹X
block0/layer9/Relu_93:Relu‡ ë(ìB,kernel_2 @@block0/layer9/Relu_93:Relu#id=93#H„d
 block0/layer9/BiasAdd_94:BiasAdd÷ ¯(°B2kernel_1 @@block0/layer9/BiasAdd_94:BiasAdd#id=94#Hô(
shared/dup_0:Sum« f(gBkernel_1H¨ƒ
/block1/layer0/FusedBatchNorm_103:FusedBatchNormÍ İ(ŞBBkernel_7 @@block1/layer0/FusedBatchNorm_103:FusedBatchNorm#id=103#HÊ_
q"uote\back/Ã©tÃ©_106:Reshape«  (¡B0kernel_4 @@q"uote\back/Ã©tÃ©_106:Reshape#id=106#H¨_
q"uote\back/Ã©tÃ©_106:ReshapeÍ (B0kernel_6 @@q"uote\back/Ã©tÃ©_106:Reshape#id=106#HÊU
block1/layer0/Add_108:AddÉ (B,kernel_7 @@block1/layer0/Add_108:Add#id=108#HÆa
block1/layer1/Conv2D_111:Conv2DÁ 3(4B2kernel_2 @@block1/layer1/Conv2D_111:Conv2D#id=111#H¾a
block1/layer1/Conv2D_111:Conv2DØ 9(:B2kernel_1 @@block1/layer1/Conv2D_111:Conv2D#id=111#HÕe
!block1/layer1/Reshape_113:Reshapeõ (B4kernel_6 @@block1/layer1/Reshape_113:Reshape#id=113#HòU
block1/layer2/Sum_121:Sum€ (B,kernel_7 @@block1/layer2/Sum_121:Sum#id=121#Hı[
block1/layer2/Relu_122:Reluú ’(“B.kernel_1 @@block1/layer2/Relu_122:Relu#id=122#H÷;
!block1/layer2/Reshape_123:Reshape¸ š(›Bkernel_0Hµe
!block1/layer2/Softmax_129:Softmax³ X(YB4kernel_8 @@block1/layer2/Softmax_129:Softmax#id=129#H°g
!block1/layer3/Softmax_132:Softmaxé í(îB4kernel_7 @@block1/layer3/Softmax_132:Softmax#id=132#Hæ3
block1/layer3/Mul_138:Mul¾ â(ãBkernel_3H»_
block1/layer4/Const_147:Const˜ Í(ÎB0kernel_7 @@block1/layer4/Const_147:Const#id=147#H•7
block1/layer4/Const_147:Const é(êBkernel_3Ha
block1/layer4/Conv2D_148:Conv2D¿ f(gB2kernel_4 @@block1/layer4/Conv2D_148:Conv2D#id=148#H¼g
!block1/layer4/BiasAdd_149:BiasAdd‰ ó(ôB4kernel_4 @@block1/layer4/BiasAdd_149:BiasAdd#id=149#H†Y
block1/layer5/Cast_151:CastÍ p(qB.kernel_8 @@block1/layer5/Cast_151:Cast#id=151#HÊ9
block1/layer5/Conv2D_159:Conv2Dö ê(ëBkernel_1Hó3
block1/layer6/Cast_161:Castñ F(GBkernel_6Hîe
!block1/layer6/Softmax_163:Softmaxà (B4kernel_0 @@block1/layer6/Softmax_163:Softmax#id=163#Hİ[
block1/layer6/Relu_164:Reluú ¿(ÀB.kernel_8 @@block1/layer6/Relu_164:Relu#id=164#H÷[
block1/layer6/Relu_164:Reluı Ä(ÅB.kernel_5 @@block1/layer6/Relu_164:Relu#id=164#Hú7
block1/layer6/Const_166:Const ¢(£Bkernel_6He
!block1/layer7/BiasAdd_172:BiasAddÆ }(~B4kernel_4 @@block1/layer7/BiasAdd_172:BiasAdd#id=172#HÃa
block1/layer7/MatMul_179:MatMulË \(]B2kernel_5 @@block1/layer7/MatMul_179:MatMul#id=179#HÈ;
!block1/layer8/BiasAdd_184:BiasAddÇ ´(µBkernel_5HÄU
block1/layer8/Add_187:Add¸ (B,kernel_5 @@block1/layer8/Add_187:Add#id=187#Hµa
block1/layer8/MatMul_189:MatMulÀ 
(B2kernel_4 @@block1/layer8/MatMul_189:MatMul#id=189#H½U
block1/layer9/Mul_194:Mul÷ e(fB,kernel_7 @@block1/layer9/Mul_194:Mul#id=194#Hôe
!block2/layer0/BiasAdd_202:BiasAdd•! p(qB4kernel_2 @@block2/layer0/BiasAdd_202:BiasAdd#id=202#H’!a
block2/layer0/Conv2D_203:Conv2D¯  j(kB2kernel_2 @@block2/layer0/Conv2D_203:Conv2D#id=203#H¬ [
block2/layer0/Cast_208:CastÆ! ’(“B.kernel_2 @@block2/layer0/Cast_208:Cast#id=208#HÃ!9
!block2/layer0/Softmax_209:SoftmaxÁ! 
(Bkernel_3H¾!Y
block2/layer1/Relu_212:Relu! Z([B.kernel_1 @@block2/layer1/Relu_212:Relu#id=212#HŠ!a
block2/layer1/MatMul_213:MatMulÔ! <(=B2kernel_3 @@block2/layer1/MatMul_213:MatMul#id=213#HÑ!c
block2/layer1/MatMul_213:MatMulå! ù(úB2kernel_0 @@block2/layer1/MatMul_213:MatMul#id=213#Hâ!5
block2/layer1/Relu_218:ReluŠ# …(†Bkernel_7H‡#1
block2/layer1/Mul_219:MulÌ" (Bkernel_4HÉ"U
block2/layer1/Mul_219:Mulº" D(EB,kernel_6 @@block2/layer1/Mul_219:Mul#id=219#H·";
!block2/layer2/BiasAdd_226:BiasAddï$ ¿(ÀBkernel_3Hì$g
!block2/layer2/Reshape_227:Reshapeé# Â(ÃB4kernel_2 @@block2/layer2/Reshape_227:Reshape#id=227#Hæ#W
block2/layer2/Mul_229:Mul“$ ·(¸B,kernel_3 @@block2/layer2/Mul_229:Mul#id=229#H$3
block2/layer2/Mul_229:Mulê# ±(²Bkernel_0Hç#3
block2/layer3/Sum_231:SumÄ% –(—Bkernel_2HÁ%9
block2/layer3/MatMul_233:MatMulà$ Û(ÜBkernel_0Hİ$[
block2/layer3/Cast_236:CastÕ% ì(íB.kernel_6 @@block2/layer3/Cast_236:Cast#id=236#HÒ%3
block2/layer3/Sum_238:Sumß% £(¤Bkernel_7HÜ%U
block2/layer3/Sum_239:SumÒ% _(`B,kernel_3 @@block2/layer3/Sum_239:Sum#id=239#HÏ%U
block2/layer4/Mul_241:Mul§% x(yB,kernel_2 @@block2/layer4/Mul_241:Mul#id=241#H¤%U
block2/layer4/Mul_244:Mulş& &('B,kernel_4 @@block2/layer4/Mul_244:Mul#id=244#Hû&W
block2/layer4/Add_249:Add«( Û(ÜB,kernel_6 @@block2/layer4/Add_249:Add#id=249#H¨([
block2/layer5/Cast_251:Castµ' ¡(¢B.kernel_3 @@block2/layer5/Cast_251:Cast#id=251#H²'9
block2/layer5/Conv2D_252:Conv2DÕ( Œ(Bkernel_8HÒ(9
block2/layer5/Conv2D_252:Conv2Dµ( ü(ıBkernel_4H²(7
block2/layer5/Const_253:Const˜) ³(´Bkernel_5H•)ƒ
/block2/layer5/FusedBatchNorm_257:FusedBatchNorm…* ´(µBBkernel_6 @@block2/layer5/FusedBatchNorm_257:FusedBatchNorm#id=257#H‚*3
q"uote\back/Ã©tÃ©_261:MulÚ) ¨(©Bkernel_6H×)[
block2/layer6/Relu_264:Reluª* ¤(¥B.kernel_0 @@block2/layer6/Relu_264:Relu#id=264#H§*3
block2/layer6/Relu_264:Relu“* [(\Bkernel_1H*k
#block2/layer6/Identity_266:Identity¢+ õ(öB6kernel_7 @@block2/layer6/Identity_266:Identity#id=266#HŸ+
/block2/layer6/FusedBatchNorm_267:FusedBatchNorm¾+ v(wBBkernel_1 @@block2/layer6/FusedBatchNorm_267:FusedBatchNorm#id=267#H»+[
block2/layer6/Relu_268:Relu‚+ ¾(¿B.kernel_3 @@block2/layer6/Relu_268:Relu#id=268#Hÿ*=
#block2/layer7/Identity_271:Identity³, §(¨Bkernel_1H°,E
shared/dup_0:Castå, x(yB$kernel_0 @@shared/dup_0:Cast#id=272#Hâ,k
#block2/layer7/Identity_273:Identityƒ- ¨(©B6kernel_5 @@block2/layer7/Identity_273:Identity#id=273#H€-[
block2/layer7/Cast_276:Castü, Ç(ÈB.kernel_2 @@block2/layer7/Cast_276:Cast#id=276#Hù,Y
block2/layer7/Relu_277:Reluö- 1(2B.kernel_3 @@block2/layer7/Relu_277:Relu#id=277#Hó-[
block2/layer7/Relu_277:ReluË- Ë(ÌB.kernel_3 @@block2/layer7/Relu_277:Relu#id=277#HÈ-_
block2/layer7/Const_278:Const°, ˆ(‰B0kernel_3 @@block2/layer7/Const_278:Const#id=278#H­,=
#block2/layer8/Identity_284:Identity±. §(¨Bkernel_3H®.W
block2/layer8/Add_287:AddÄ/ ˜(™B,kernel_7 @@block2/layer8/Add_287:Add#id=287#HÁ/e
!block2/layer8/Reshape_289:Reshape. 1(2B4kernel_8 @@block2/layer8/Reshape_289:Reshape#id=289#Hš.U
q"uote\back/Ã©tÃ©_292:Mul. (B,kernel_4 @@q"uote\back/Ã©tÃ©_292:Mul#id=292#H‹.e
!block2/layer9/Reshape_294:Reshapeõ/ z({B4kernel_8 @@block2/layer9/Reshape_294:Reshape#id=294#Hò/k
#block2/layer9/Identity_297:IdentityÙ/ “(”B6kernel_6 @@block2/layer9/Identity_297:Identity#id=297#HÖ/W
block2/layer9/Sum_298:Sumì0 Û(ÜB,kernel_8 @@block2/layer9/Sum_298:Sum#id=298#Hé0U
block2/layer9/Sum_298:Sum…1 :(;B,kernel_6 @@block2/layer9/Sum_298:Sum#id=298#H‚1-
shared/dup_1:Conv2Dµ0 ³(´Bkernel_3H²0c
block3/layer0/Conv2D_303:Conv2D¿1 –(—B2kernel_0 @@block3/layer0/Conv2D_303:Conv2D#id=303#H¼1
/block3/layer0/FusedBatchNorm_304:FusedBatchNormÀ0 d(eBBkernel_6 @@block3/layer0/FusedBatchNorm_304:FusedBatchNorm#id=304#H½0
/block3/layer0/FusedBatchNorm_308:FusedBatchNorm†1 ^(_BBkernel_0 @@block3/layer0/FusedBatchNorm_308:FusedBatchNorm#id=308#Hƒ1]
block3/layer0/Const_309:Constè0 p(qB0kernel_2 @@block3/layer0/Const_309:Const#id=309#Hå0g
!block3/layer1/Reshape_312:Reshapeï1 ™(šB4kernel_6 @@block3/layer1/Reshape_312:Reshape#id=312#Hì1e
!block3/layer1/BiasAdd_313:BiasAddµ2 t(uB4kernel_8 @@block3/layer1/BiasAdd_313:BiasAdd#id=313#H²2g
!block3/layer1/BiasAdd_313:BiasAdd·2 ‡(ˆB4kernel_1 @@block3/layer1/BiasAdd_313:BiasAdd#id=313#H´2[
block3/layer1/Relu_314:Relu¶2 ’(“B.kernel_1 @@block3/layer1/Relu_314:Relu#id=314#H³2[
block3/layer1/Relu_314:ReluÔ2 ¸(¹B.kernel_7 @@block3/layer1/Relu_314:Relu#id=314#HÑ2=
#block3/layer1/Identity_317:Identityá3 ü(ıBkernel_8HŞ3e
!block3/layer1/Reshape_318:Reshape—4 (B4kernel_2 @@block3/layer1/Reshape_318:Reshape#id=318#H”4g
!block3/layer2/BiasAdd_322:BiasAdd…4 ’(“B4kernel_7 @@block3/layer2/BiasAdd_322:BiasAdd#id=322#H‚4>
$q"uote\back/Ã©tÃ©_323:FusedBatchNorm¨4 ˜(™Bkernel_2H¥4[
block3/layer2/Cast_324:CastÂ4 î(ïB.kernel_2 @@block3/layer2/Cast_324:Cast#id=324#H¿4[
block3/layer2/Relu_327:Relu§4 ‰(ŠB.kernel_1 @@block3/layer2/Relu_327:Relu#id=327#H¤4[
block3/layer2/Relu_327:Relu¥4 ¥(¦B.kernel_2 @@block3/layer2/Relu_327:Relu#id=327#H¢4a
block3/layer2/Conv2D_328:Conv2DÉ4 h(iB2kernel_0 @@block3/layer2/Conv2D_328:Conv2D#id=328#HÆ4i
#block3/layer2/Identity_329:Identity°5 .(/B6kernel_3 @@block3/layer2/Identity_329:Identity#id=329#H­5k
#block3/layer2/Identity_329:IdentityÆ5 „(…B6kernel_7 @@block3/layer2/Identity_329:Identity#id=329#HÃ5c
block3/layer3/MatMul_333:MatMulê4 Ñ(ÒB2kernel_7 @@block3/layer3/MatMul_333:MatMul#id=333#Hç4
/block3/layer3/FusedBatchNorm_336:FusedBatchNorm«6 N(OBBkernel_7 @@block3/layer3/FusedBatchNorm_336:FusedBatchNorm#id=336#H¨61
block3/layer3/Sum_337:Sumä5 4(5Bkernel_8Há51
block3/layer4/Mul_344:Muló6 (Bkernel_5Hğ6c
block3/layer5/Conv2D_353:Conv2DÙ8 í(îB2kernel_0 @@block3/layer5/Conv2D_353:Conv2D#id=353#HÖ87
block3/layer5/Conv2D_353:Conv2DÕ8 6(7Bkernel_8HÒ85
q"uote\back/Ã©tÃ©_354:BiasAddÜ9 (Bkernel_8HÙ9_
q"uote\back/Ã©tÃ©_354:BiasAddÙ9 ¥(¦B0kernel_8 @@q"uote\back/Ã©tÃ©_354:BiasAdd#id=354#HÖ9g
!block3/layer5/Softmax_357:Softmax­9 µ(¶B4kernel_7 @@block3/layer5/Softmax_357:Softmax#id=357#Hª9)
shared/dup_0:Cast˜: #($Bkernel_8H•:a
block3/layer6/Conv2D_363:Conv2DÕ: -(.B2kernel_5 @@block3/layer6/Conv2D_363:Conv2D#id=363#HÒ:[
block3/layer6/Relu_364:ReluŸ; Ÿ( B.kernel_2 @@block3/layer6/Relu_364:Relu#id=364#Hœ;i
#block3/layer6/Identity_366:Identityã: \(]B6kernel_8 @@block3/layer6/Identity_366:Identity#id=366#Hà:G
/block3/layer6/FusedBatchNorm_369:FusedBatchNormì; 9(:Bkernel_2Hé;
/block3/layer7/FusedBatchNorm_373:FusedBatchNormœ; '((BBkernel_6 @@block3/layer7/FusedBatchNorm_373:FusedBatchNorm#id=373#H™;]
block3/layer7/Const_374:ConstÈ< e(fB0kernel_7 @@block3/layer7/Const_374:Const#id=374#HÅ<5
block3/layer7/Cast_376:CastÙ= –(—Bkernel_3HÖ=[
block3/layer7/Cast_376:Cast·= ¯(°B.kernel_8 @@block3/layer7/Cast_376:Cast#id=376#H´=g
!block3/layer7/Reshape_378:Reshape†= ê(ëB4kernel_8 @@block3/layer7/Reshape_378:Reshape#id=378#Hƒ=Y
block3/layer8/Cast_383:CastÓ> n(oB.kernel_3 @@block3/layer8/Cast_383:Cast#id=383#HĞ>[
block3/layer8/Cast_384:CastÃ> à(áB.kernel_8 @@block3/layer8/Cast_384:Cast#id=384#HÀ>
/block3/layer8/FusedBatchNorm_386:FusedBatchNormÓ= T(UBBkernel_4 @@block3/layer8/FusedBatchNorm_386:FusedBatchNorm#id=386#HĞ=
/block3/layer8/FusedBatchNorm_386:FusedBatchNormÀ= +(,BBkernel_7 @@block3/layer8/FusedBatchNorm_386:FusedBatchNorm#id=386#H½=c
block3/layer8/Conv2D_387:Conv2Dª> ¦(§B2kernel_8 @@block3/layer8/Conv2D_387:Conv2D#id=387#H§>a
block3/layer8/Conv2D_387:Conv2Dƒ> Q(RB2kernel_5 @@block3/layer8/Conv2D_387:Conv2D#id=387#H€>W
block3/layer9/Add_391:AddÏ> Š(‹B,kernel_0 @@block3/layer9/Add_391:Add#id=391#HÌ>]
block3/layer9/Const_393:Constö> m(nB0kernel_7 @@block3/layer9/Const_393:Const#id=393#Hó>Y
block3/layer9/Cast_399:Cast©@ c(dB.kernel_8 @@block3/layer9/Cast_399:Cast#id=399#H¦@
»
/device:GPU:0/memcpyM
edge_18_Add:MEMCPYHtoDú (B'MEMCPYHtoD 400 bytes (Pinned to Device)H÷N
edge_33_Cast:MEMCPYHtoDş (B'MEMCPYHtoD 400 bytes (Pinned to Device)HûN
edge_36_MatMul:MEMCPYHtoD¢ (B'MEMCPYHtoD 400 bytes (Pinned to Device)HŸM
edge_37_Mul:MEMCPYHtoDö (B'MEMCPYHtoD 400 bytes (Pinned to Device)HóM
edge_51_Sum:MEMCPYHtoDº (B'MEMCPYHtoD 400 bytes (Pinned to Device)H·N
edge_52_Relu:MEMCPYHtoD¾ (B'MEMCPYHtoD 400 bytes (Pinned to Device)H»Q
edge_67_BiasAdd:MEMCPYHtoDÏ
 (B'MEMCPYHtoD 400 bytes (Pinned to Device)HÌ
M
edge_68_Mul:MEMCPYHtoDç
 (B'MEMCPYHtoD 400 bytes (Pinned to Device)Hä
R
edge_72_Identity:MEMCPYHtoDÃ (B'MEMCPYHtoD 400 bytes (Pinned to Device)HÀP
edge_83_Conv2D:MEMCPYHtoD² (B'MEMCPYHtoD 400 bytes (Pinned to Device)H¯P
edge_104_Const:MEMCPYHtoDœ (B'MEMCPYHtoD 400 bytes (Pinned to Device)H™N
edge_121_Sum:MEMCPYHtoD¾ (B'MEMCPYHtoD 400 bytes (Pinned to Device)H»N
edge_131_Sum:MEMCPYHtoD (B'MEMCPYHtoD 400 bytes (Pinned to Device)H›R
edge_149_BiasAdd:MEMCPYHtoDö (B'MEMCPYHtoD 400 bytes (Pinned to Device)HóR
edge_176_Softmax:MEMCPYHtoDÚ (	B'MEMCPYHtoD 400 bytes (Pinned to Device)H×P
edge_178_Const:MEMCPYHtoDĞ 	(
B'MEMCPYHtoD 400 bytes (Pinned to Device)HÍQ
edge_179_MatMul:MEMCPYHtoDü (B'MEMCPYHtoD 400 bytes (Pinned to Device)HùR
edge_184_BiasAdd:MEMCPYHtoD® (B'MEMCPYHtoD 400 bytes (Pinned to Device)H«N
edge_187_Add:MEMCPYHtoDô (B'MEMCPYHtoD 400 bytes (Pinned to Device)HñQ
edge_188_MatMul:MEMCPYHtoD  (	B'MEMCPYHtoD 400 bytes (Pinned to Device)HS
edge_199_Identity:MEMCPYHtoDğ (B'MEMCPYHtoD 400 bytes (Pinned to Device)HíO
edge_203_Conv2D:MEMCPYHtoDá (B'MEMCPYHtoD 400 bytes (Pinned to Device)HŞN
edge_206_Add:MEMCPYHtoD•  
(B'MEMCPYHtoD 400 bytes (Pinned to Device)H’ O
edge_218_Relu:MEMCPYHtoDê! (B'MEMCPYHtoD 400 bytes (Pinned to Device)Hç!O
edge_221_MatMul:MEMCPYHtoDª" (B'MEMCPYHtoD 400 bytes (Pinned to Device)H§"O
edge_233_MatMul:MEMCPYHtoDÅ$ (B'MEMCPYHtoD 400 bytes (Pinned to Device)HÂ$N
edge_241_Mul:MEMCPYHtoD% (B'MEMCPYHtoD 400 bytes (Pinned to Device)H%N
edge_247_Add:MEMCPYHtoDË& (B'MEMCPYHtoD 400 bytes (Pinned to Device)HÈ&S
edge_248_Identity:MEMCPYHtoDŞ& (B'MEMCPYHtoD 400 bytes (Pinned to Device)HÛ&N
edge_249_Add:MEMCPYHtoDğ& (B'MEMCPYHtoD 400 bytes (Pinned to Device)Hí&S
edge_266_Identity:MEMCPYHtoD“* (B'MEMCPYHtoD 400 bytes (Pinned to Device)H*O
edge_276_Cast:MEMCPYHtoDê+ (B'MEMCPYHtoD 400 bytes (Pinned to Device)Hç+P
edge_278_Const:MEMCPYHtoDˆ, (B'MEMCPYHtoD 400 bytes (Pinned to Device)H…,R
edge_289_Reshape:MEMCPYHtoD”. (B'MEMCPYHtoD 400 bytes (Pinned to Device)H‘.Y
"edge_308_FusedBatchNorm:MEMCPYHtoDê0 (B'MEMCPYHtoD 400 bytes (Pinned to Device)Hç0Y
"edge_336_FusedBatchNorm:MEMCPYHtoD5 	(
B'MEMCPYHtoD 400 bytes (Pinned to Device)H5N
edge_337_Sum:MEMCPYHtoD•5 (B'MEMCPYHtoD 400 bytes (Pinned to Device)H’5R
edge_362_Softmax:MEMCPYHtoD¼9 (B'MEMCPYHtoD 400 bytes (Pinned to Device)H¹9P
edge_374_Const:MEMCPYHtoD£; (B'MEMCPYHtoD 400 bytes (Pinned to Device)H ;O
edge_383_Cast:MEMCPYHtoD= 	(
B'MEMCPYHtoD 400 bytes (Pinned to Device)Hş<Q
edge_387_Conv2D:MEMCPYHtoD—= (B'MEMCPYHtoD 400 bytes (Pinned to Device)H”=
.
,/job:localhost/replica:0/task:0/device:CPU:0