
´Ò
¥+
,/job:localhost/replica:0/task:0/device:CPU:0¸
block0/layer0/FusedBatchNorm_0‘ R(S20
cpu©­©­ ÔÖ(äÔ¦¯2‘©­2ä¬©ùÿÿÿÿÿÿ:#!"<€cpu š(0«Âš«„àB1block0/layer0/FusedBatchNorm_0 = FusedBatchNorm()HPÃ
block0/layer0/Sum_5—:#!ú"è€cpu ˆ0í¬Õ¶…à:*&OK"”¹€ºcpu ó0¦€ş´ƒàBSblock0/layer0/Sum_5 = Sum(block0/layer0/FusedBatchNorm_1, block0/layer0/Conv2D_3:1)H”P×
block0/layer1/FusedBatchNorm_10Ø (:31‰æÿ"¨¿ò@€Àò@cpu (0˜Ú‚³‡àBqblock0/layer1/FusedBatchNorm_10 = FusedBatchNorm(missing_83, block0/layer0/Sum_5, block0/layer0/FusedBatchNorm_0)HÕPª
block0/layer1/Identity_15¾ Ç(È2/
cpuı³ı³ ş™(®ãÎ"2¾ı³2†‚æøÿÿÿÿÿÿ:*(	
ëÒ"˜–€˜cpu Í0õØ÷Ş‰à:+'	y"”•€–cpu ‡0ö‹ãû‡àBsblock0/layer1/Identity_15 = Identity(block0/layer0/Softmax_6, block0/layer0/FusedBatchNorm_1, q"uote\back/Ã©tÃ©_13)H»PÌ
block0/layer2/BiasAdd_20× 
(:*(
„«"°á€âcpu ¸0½–¹Ğ„à:1-[û"ĞÃo€Äocpu ¸(0Ô´²àBCblock0/layer2/BiasAdd_20 = BiasAdd(block0/layer0/Add_9, missing_44)HÔPq
block0/layer2/MatMul_25õ t(u:)'	ç0"ÀÚ€Ücpu ¦0æáÉ‰àBx = y = F(G(a), b) tail) moreHòPÂ
block0/layer3/Relu_30´ •(–20
cpuúú ½(Äİ³À2´ú2ÊñÂûÿÿÿÿÿÿ:+)

ìŞ" ½*€¾*cpu L(0ÖÈ¹àB:block0/layer3/Relu_30 = Relu(block0/layer2/Softmax_29/_75)H±PÜ
block0/layer3/FusedBatchNorm_35¬ (:)'
	$È"€á€âcpu ‡0’œÇ²‚àBblock0/layer3/FusedBatchNorm_35 = FusedBatchNorm(block0/layer2/Mul_28, block0/layer2/Conv2D_26/_50, block0/layer3/Softmax_31/_75)H©–
shared/dup_1– k(l:/-´ó"Ğô0€ö0cpu u(0¢Ğ¿ü†à:.*	
â"èã€äcpu ÷(0’Ÿ™›…àBshared/dup_1 = MatMul()H“Pş
block0/layer4/Reshape_45† ”(•20
cpuß;ß; ¯Ï(áëª¡2†ß;2›	Ñ°âÿÿÿÿÿÿ:31ê±ç"˜Ò¥B€Ô¥Bcpu €(0âÔÜÈ†à:,(
“"À•€–cpu –0ûäçª†àB=block0/layer4/Reshape_45 = Reshape(block0/layer1/Identity_16)HƒPŸ
block0/layer5/Softmax_50ê Ã(Ä:%#	“"Ì€
cpu ¹(0…¶—…à:&"r"È€cpu ˜(0Éõ¢°àB$block0/layer5/Softmax_50 = Softmax()HçP
block0/layer5/Softmax_55£	 ›(œ:*(	¶4"à÷€øcpu x(0÷ÊìÚ‚àB8block0/layer5/Softmax_55 = Softmax(block0/layer4/Sum_47)H 	P/

RecvTensor¶
 •(–BRecvTensor x from yH³
²
block0/layer6/Reshape_65€ ­(®:0.»å®"ˆÆÆ)€ÈÆ)cpu e0õ‚Ç†à:.*
Ç"ˆ›,€œ,cpu ï(0ÅÔ¢½‰àB$block0/layer6/Reshape_65 = Reshape()Hı
P‰
block0/layer7/Add_70‚ œ(:+)
ü¡"ğÛ3€Ü3cpu /(0ç¬ÂûŠàB4block0/layer7/Add_70 = Add(block0/layer4/Reshape_45)HÿPµ
q"uote\back/Ã©tÃ©_75Ç r(s2/
cpuÖÍ.ÖÍ. ë¦(ûèn2ÇÖÍ.2º•ÙèÿÿÿÿÿÿB^q"uote\back/Ã©tÃ©_75 = Mul(block0/layer6/MatMul_61, badÿş_17, block0/layer1/FusedBatchNorm_10)HÄPà
block0/layer8/BiasAdd_80ª 9(::31êôù" –ûU€˜ûUcpu ã(0ÂİƒÜ„à:+'
	aù"äö€øcpu µ0Å–ª‹àBVblock0/layer8/BiasAdd_80 = BiasAdd(block0/layer2/Relu_23, block0/layer2/MatMul_25/_72)H§‘
block0/layer8/Cast_85 ](^:#!
å"”€cpu ¡0²Ø¡Ôˆà:%!‹"¬€cpu İ0¬ÿñ®‹àBblock0/layer8/Cast_85 = Cast()HŠPÂ
block0/layer9/Add_90ï  (¡20
cpuŠÃ%ŠÃ% Åá(©Ã÷2ïŠÃ%2»íÿÿÿÿÿÿBhblock0/layer9/Add_90 = Add(^block0/layer6/Softmax_67, ^block0/layer4/Cast_43, block0/layer4/Cast_41/_55)HìP“
block0/layer9/Const_95… ®(¯:%#¸"à€cpu ÷(0ò¦ôÄ€àBBblock0/layer9/Const_95 = Const(block0/layer9/Mul_94, shared/dup_1)H‚Pó
block1/layer0/Relu_100§ (:,*
×ğ"ÀÌ€Îcpu ²(0ìòœ½Šà:40ÇĞJ"€ÿ·	€€¸	cpu ç(0º¤†¾ƒàBgblock1/layer0/Relu_100 = Relu(block0/layer6/Conv2D_66, ^block0/layer8/Const_88, block0/layer8/Const_88)H¤P
block1/layer0/Reshape_105Ù (2/
cpuô®ô® º×(ú¹­T2Ùô®2öÆ¨ùÿÿÿÿÿÿ:,*
¶ı"ø€ cpu ú(0…®•ÙŠà:2.	Ó`Ä"€¤»€¤»cpu ’0µ•¢‚àBSblock1/layer0/Reshape_105 = Reshape(block0/layer3/Relu_39, block0/layer4/Conv2D_46)HÖñ
 block1/layer1/FusedBatchNorm_110¨ %(&:,*
«´"ğÁ€Âcpu á(0Ø‰Íëƒà:'#º"è	€
cpu Ñ(0ıÏ±æàBhblock1/layer1/FusedBatchNorm_110 = FusedBatchNorm(block0/layer7/Softmax_74, block0/layer8/MatMul_83/_52)H¥P’
 block1/layer1/FusedBatchNorm_115Ë (Ÿ:)'	<"°è€êcpu ¾0ÖˆêâàB3block1/layer1/FusedBatchNorm_115 = FusedBatchNorm()HÈP‡
block1/layer2/Add_120›20
cpu¾¶¾¶ Ÿ›(¨…2›¾¶2›áäûÿÿÿÿÿÿ:#!	ú"è€cpu ç0Ş¢Ù‚à:$ Ô"Ğ€cpu 20°€çàBiblock1/layer2/Add_120 = Add(block1/layer1/FusedBatchNorm_115, badÿş_54/_54, block1/layer1/Conv2D_113/_73)H˜PŒ
block1/layer2/Mul_125” b(c:#!®"¸€cpu î0¡¹ñÿ‚àB@block1/layer2/Mul_125 = Mul(block0/layer6/MatMul_62, missing_50)H‘P^
block1/layer3/Cast_130‘ ¦(§B4block1/layer3/Cast_130 = Cast(a, b)
second = Line(c)HP‰
block1/layer3/Sum_135… (2/
cpuÑÓÑÓ èé(¢Ğ…2…ÑÓ2Š˜–úÿÿÿÿÿÿB1block1/layer3/Sum_135 = Sum(q"uote\back/Ã©tÃ©_75)H‚Pv
block1/layer4/Mul_140 (:0.…<€"€Œ€Œcpu ‰0˜…ÖÅŒàBblock1/layer4/Mul_140 = Mul()H›P­
 block1/layer4/FusedBatchNorm_145« =(>:20	-±«"üòé€ôécpu Ã(0·ò¢ÅŒàBIblock1/layer4/FusedBatchNorm_145 = FusedBatchNorm(^q"uote\back/Ã©tÃ©_106)H¨
Ø¦
,/job:localhost/replica:0/task:0/device:GPU:0™
block0/layer0/FusedBatchNorm_1± ¡(¢:1/		:Š" ú€ü	GPU_0_bfc «(0ş°áÉ„à:73
¡W?" ¤Ü‚€Ş‚	GPU_0_bfc ú0˜²–ÕˆàB{block0/layer0/FusedBatchNorm_1 = FusedBatchNorm(missing_37, block0/layer0/FusedBatchNorm_0, block0/layer0/FusedBatchNorm_0)H®P×
block0/layer0/Softmax_2´ y(z:/-	)é"Äò€ô	GPU_0_bfc ¾0œ¿¦™à:*&	5"Ô€	GPU_0_bfc ì0½øŒçàBQblock0/layer0/Softmax_2 = Softmax(missing_59, block0/layer0/FusedBatchNorm_0/_44)H±P€
block0/layer0/Conv2D_3Š F(G2:
cuda_host_bfcÏÆÏÆ §£(©‘ÆÆ2ŠÏÆ2ÑÙÜ÷ÿÿÿÿÿÿ:.,Ñ"!Ä€cuda_host_bfc r(0†ã°Å‰à:?;	¶¹Â"&°Üº€Şºcuda_host_bfc ı(0ÁÎˆ§ŠàB+block0/layer0/Conv2D_3 = Conv2D(missing_74)H‡P–
block0/layer0/Relu_4Ş 0(1:86´Õ""€±€²	GPU_0_bfc æ(0üŸ¥³€àB6block0/layer0/Relu_4 = Relu(block0/layer0/Softmax_2:1)HÛP‰
block0/layer0/Softmax_6˜ ¤(¥2:
cuda_host_bfcƒÎƒÎ ç(í ¿´2˜ƒÎ2½ÿ˜øÿÿÿÿÿÿ:;9\"&ğË‚€Ì‚cuda_host_bfc “(0´–—íŠà:62
º‰""¨ì€îcuda_host_bfc «0ı¾î˜àB-block0/layer0/Softmax_6 = Softmax(missing_73)H•Pf
block0/layer0/Reshape_7 ®(¯BAblock0/layer0/Reshape_7 = Reshape(block0/layer0/FusedBatchNorm_0)PÜ
block0/layer0/BiasAdd_8¨ U(V:53,´ã"Àö¥€ø¥	GPU_0_bfc f0Êçí—à:95ƒ€ñ" €°Ê?€°Ê?	GPU_0_bfc ±0•õãß‹àBAblock0/layer0/BiasAdd_8 = BiasAdd(block0/layer0/FusedBatchNorm_0)H¥P¸
block0/layer0/Add_9¼ ¤(¥2:
cuda_host_bfcŸãŸã Ï±(œš®™2¼Ÿã2á±Îôÿÿÿÿÿÿ::8®4œ"$€Ö€Öcuda_host_bfc Ş0»äúû‹àBblock0/layer0/Add_9 = Add()H¹˜
shared/dup_0ó ³(´:-+É" ¤€cuda_host_bfc ˆ0‹¨Ã®à:/+
" ¸€cuda_host_bfc “0å¿íÆˆàBshared/dup_0 = Reshape()HğP¾
block0/layer1/Add_12‰ ™(š2:
cuda_host_bfcÀ™À™ àÌ(¹Ÿƒ„2‰À™2£ ³üÿÿÿÿÿÿ:<:Ò/ï"&Èüı	€şı	cuda_host_bfc Ø(0ÍÍ’Ô†àBblock0/layer1/Add_12 = Add()H†P¾
q"uote\back/Ã©tÃ©_13’ Q(R:64
º"$è½€¾cuda_host_bfc ™(0›ï±„à:51		è"" ı€şcuda_host_bfc Ğ0êÖª®€àB)q"uote\back/Ã©tÃ©_13 = Cast(shared/dup_0)HP¶
block0/layer1/Conv2D_14µ €(:-+	¥"”	€
	GPU_0_bfc 0üşî—€à:84­l¬" ÀºÁ€¼Á	GPU_0_bfc £0«€£ŠàB"block0/layer1/Conv2D_14 = Conv2D()H²P
block0/layer1/Identity_16× y(zBVblock0/layer1/Identity_16 = Identity(shared/dup_0, block0/layer0/Relu_4, shared/dup_0)HÔP/
badÿş_17ï A(BBbadÿş_17 = Identity()HìP~
block0/layer1/Sum_18ñ O(P2:
cuda_host_bfc˜°
˜°
 Œ˜(ˆÖïº2ñ˜°
2ÁôçúÿÿÿÿÿÿBblock0/layer1/Sum_18 = Sum()HîP-

RecvTensor‚ S(TBRecvTensor x from yHÿŸ
block0/layer2/FusedBatchNorm_21¡ ·(¸26
	GPU_0_bfcÑÕ2ÑÕ2 èª(¤ïôú2¡ÑÕ22Ù˜Õæÿÿÿÿÿÿ:*(µ"Ô	€
	GPU_0_bfc f(0ìàBno matchHPÂ
block0/layer2/Sum_22¢ µ(¶:<:
°	õ"&À‡â€ˆâcuda_host_bfc Ç(0şˆÉæ†à:>:‰ªL"&àÁõ€Âõcuda_host_bfc ¨(0õÒŸ‰àBblock0/layer2/Sum_22 = Sum()HŸPã
block0/layer2/Relu_23Û (:75ÊÈÂ" €Íó\€Îó\	GPU_0_bfc §0ñºîÈà:40
è–" À·€¸	GPU_0_bfc ‘(0òÏÂš…àBOblock0/layer2/Relu_23 = Relu(block0/layer0/Softmax_6, block0/layer2/BiasAdd_20)HØÏ
block0/layer2/Add_24ê 5(62:
cuda_host_bfcÑ´,Ñ´, ¨š(…ÿş2êÑ´,2 Øåéÿÿÿÿÿÿ::8•¬Õ"#°‚¶F€„¶Fcuda_host_bfc \0•„Ú¶…àB1block0/layer2/Add_24 = Add(a, b)
second = Line(c)HçPI
block0/layer2/Conv2D_26† G(HB"block0/layer2/Conv2D_26 = Conv2D()Hƒö
block0/layer2/Softmax_27œ ½(¾26
	GPU_0_bfc¹İ4¹İ4 Ü®(ÄÕüÙ2œ¹İ42Ú¤Ñåÿÿÿÿÿÿ:20
¥„" ĞÜ€Ş	GPU_0_bfc ’(0Ù ñ±ˆàB`block0/layer2/Softmax_27 = Softmax(^block0/layer0/Reshape_7, block0/layer0/FusedBatchNorm_1/_79)H™:
block0/layer2/Mul_28ŒBblock0/layer2/Mul_28 = Mul()H‰u
block0/layer2/Softmax_29  Y(ZBMblock0/layer2/Softmax_29 = Softmax(badÿş_17/_25, block0/layer0/BiasAdd_8/_46)H×
block0/layer3/Softmax_31Ê º(»:0.
Á"¼â€ä	GPU_0_bfc «0ä¹¯é‡àByblock0/layer3/Softmax_31 = Softmax(^block0/layer2/Softmax_29, block0/layer2/FusedBatchNorm_21, ^block0/layer2/Softmax_29)HÇP•
block0/layer3/BiasAdd_32Ö ³(´:(&T"Ğ€	GPU_0_bfc ú0¤µ€Ù‚àB?block0/layer3/BiasAdd_32 = BiasAdd(block0/layer0/Softmax_2/_29)HÓP
block0/layer3/Const_33 ~(2:
cuda_host_bfcàÈàÈ °¤(È‚ŸŸ2àÈ2ŒĞÛòÿÿÿÿÿÿ:-+å" ”€cuda_host_bfc ¨0×÷ô¾ˆàBnblock0/layer3/Const_33 = Const(block0/layer1/Identity_16, ^block0/layer1/Identity_16, block0/layer1/Conv2D_14)HŠP¶
block0/layer3/Identity_34œ *(+::8ú¼"$€Ót€Ôtcuda_host_bfc ı(0†ë‰ØàBOblock0/layer3/Identity_34 = Identity(badÿş_17, block0/layer1/FusedBatchNorm_10)H™P„
block0/layer3/Softmax_36° {(|26
	GPU_0_bfcÍÙ3ÍÙ3 æì(´ìĞş2°ÍÙ32¬š“æÿÿÿÿÿÿB$block0/layer3/Softmax_36 = Softmax()H­
block0/layer3/BiasAdd_37 F(G:*(†"˜€
	GPU_0_bfc (0Ø±ÄÔ€àB8block0/layer3/BiasAdd_37 = BiasAdd(block0/layer2/Add_24)HšPÁ
block0/layer3/Identity_38á q(r:=;£ì"&àß©?€à©?cuda_host_bfc Ç(0ÂçŠ°à:/+ê" ¨€cuda_host_bfc Ó0¶”×ƒƒàB&block0/layer3/Identity_38 = Identity()HŞP¸
block0/layer3/Relu_39ƒ V(W26
	GPU_0_bfcƒÕƒÕ Áª(ö®ş2ƒƒÕ2Ú¿Õòÿÿÿÿÿÿ:97Êğš""€îû^€îû^	GPU_0_bfc ¼(0Û˜Àã‹àBblock0/layer3/Relu_39 = Relu()H€Pß
block0/layer4/Cast_41š g(h:31
	â/""øÃ€Äcuda_host_bfc á0›¹ûï€à:/+
®" ¸€cuda_host_bfc ©0ºùª‰àBRblock0/layer4/Cast_41 = Cast(block0/layer3/Relu_30/_14, block0/layer1/Identity_15)H—Pñ
block0/layer4/Const_42¯ ¦(§2:
cuda_host_bfc² ²  ™(²…ñ—2¯² 2Öçïñÿÿÿÿÿÿ:;9
£Àá"$€ª•1€ª•1cuda_host_bfc ô0‰ûÿÊàBNblock0/layer4/Const_42 = Const(block0/layer2/Softmax_27, block0/layer2/Sum_22)H¬Pˆ
block0/layer4/Cast_43Ò (:75ª"!èÔ›€Ö›	GPU_0_bfc \(0ÛÁâ¡ƒàB(block0/layer4/Cast_43 = Cast(missing_54)HÏP“
q"uote\back/Ã©tÃ©_44û ‘(’:/-€""€€cuda_host_bfc Ç(0ÀóøàB<q"uote\back/Ã©tÃ©_44 = Relu(block0/layer2/FusedBatchNorm_21)Høƒ
block0/layer4/Conv2D_46« y(z:64
«Ñ"$ì €¢cuda_host_bfc ½(0ğ“Ù¤àB"block0/layer4/Conv2D_46 = Conv2D()H¨P˜
block0/layer4/Sum_47¸ >(?:64
—Â"$¸Û,€Ü,cuda_host_bfc †(0áèÍãŠàB:block0/layer4/Sum_47 = Sum(block0/layer0/FusedBatchNorm_0)HµP~
block0/layer4/Cast_48× Ÿ( 25
	GPU_0_bfcÜ©!Ü©! îÔ(ÕÆÚ>2×Ü©!2÷	’«ïÿÿÿÿÿÿBblock0/layer4/Cast_48 = Cast()HÔPx
block0/layer4/Mul_49Ë o(p:64	
Óú"$¸À€Âcuda_host_bfc ı(0†óÕË€àBblock0/layer4/Mul_49 = Mul()HÈç
block0/layer5/Sum_51è26
	GPU_0_bfcˆÃ,ˆÃ, Ä¡(«‹â2èˆÃ,2è¼Şéÿÿÿÿÿÿ:0.
¹¿"œÌ€Î	GPU_0_bfc ­0µıÄŒ‹àB]block0/layer5/Sum_51 = Sum(block0/layer3/BiasAdd_32, block0/layer1/Identity_16, shared/dup_0)HåPï
block0/layer5/MatMul_52ò ¿(À:(&"d€	GPU_0_bfc K(0€ÂÖ ‚à:;7	×¥Ş""è³û€´û	GPU_0_bfc Ç(0š…­ÃàB]block0/layer5/MatMul_52 = MatMul(block0/layer3/Softmax_36, block0/layer3/Relu_39, missing_95)HïPq
block0/layer5/Add_53	 i(jBKblock0/layer5/Add_53 = Add(badÿş_17, block0/layer3/Identity_34, missing_92)HŒ	P·
badÿş_54Ø ‰(Š2:
cuda_host_bfcĞı'Ğı' èş(Òı™2ØĞı'2â	˜ìÿÿÿÿÿÿ:;9Æç•"$ÈÇó}€Èó}cuda_host_bfc Â0°ê¼ƒà:73	,Ğ"$€ş€şcuda_host_bfc •(0êºÒ€àBibadÿş_54 = FusedBatchNorm(block0/layer1/FusedBatchNorm_10, block0/layer5/Add_53, block0/layer0/BiasAdd_8)HÕP§
block0/layer5/Sum_56Ï	 [(\:-+	¤" €cuda_host_bfc ‹0ù‰æŒ‡àBRblock0/layer5/Sum_56 = Sum(block0/layer3/Relu_30, block0/layer1/FusedBatchNorm_10)HÌ	P¬
block0/layer5/MatMul_57Ã	 ‚(ƒ2:
cuda_host_bfcèè †ô
(…Ûÿ¶2Ã	è2Æ
ú‹õÿÿÿÿÿÿ:/-ß""ü€cuda_host_bfc Ù(0¾‹Ş‚à:=9ÀŞÑ"$€ì¨€ì¨cuda_host_bfc –0‡ÊÁšàBUblock0/layer5/MatMul_57 = MatMul(block0/layer3/Softmax_31/_88, block0/layer3/Relu_30)HÀ	P°
block0/layer5/Const_58í	 ˆ(‰:42		{·"#´«	€¬	cuda_host_bfc ,(0ğû„„àBPblock0/layer5/Const_58 = Const(block0/layer3/Identity_38, block0/layer4/Cast_43)Hê	P˜
block0/layer5/Conv2D_59
 (:75€Æ”" € óA€ óA	GPU_0_bfc Ü0¨ÖôŸƒàB6block0/layer5/Conv2D_59 = Conv2D(block0/layer5/Add_53)H‹
P
block0/layer6/MatMul_61¹
 /(0Bdblock0/layer6/MatMul_61 = MatMul(block0/layer4/Mul_49, block0/layer5/Const_58, block0/layer4/Sum_47)H¶
PI
block0/layer6/MatMul_62¿
 (B"block0/layer6/MatMul_62 = MatMul()H¼
Ã
block0/layer6/Reshape_63î
 (2:
cuda_host_bfc¥÷3¥÷3 Òû(²ö–¯2î
¥÷32ü®„æÿÿÿÿÿÿB[block0/layer6/Reshape_63 = Reshape(missing_30, block0/layer1/FusedBatchNorm_10, missing_29)Hë
P.
block0/layer6/Mul_64ñ
 ](^Bno matchHî
P—
block0/layer6/Conv2D_66£ †(‡29
cuda_host_bfcÒ¾3Ò¾3 ©ß(ÌÄ­/2£Ò¾32ª× æÿÿÿÿÿÿ:97Ò"#ààê€âêcuda_host_bfc  0·§ó›‡à:/+ " €€cuda_host_bfc ½0Èš êŠàBEblock0/layer6/Conv2D_66 = Conv2D(badÿş_17/_25, block0/layer3/Relu_30)H P
block0/layer6/Softmax_67 ª(«BSblock0/layer6/Softmax_67 = Softmax(missing_5, missing_75, block0/layer5/Sum_56/_42)H›PÇ
block0/layer6/Softmax_68´ b(c:.,	ş"¨®€°	GPU_0_bfc q0½£ûòƒàBmblock0/layer6/Softmax_68 = Softmax(block0/layer4/Conv2D_46, ^block0/layer0/Softmax_2, ^block0/layer3/Relu_39)H±Pã
shared/dup_2ñ ·(¸2:
cuda_host_bfcˆû ˆû  Ä½(Óÿóƒ2ñˆû 2©¼Âïÿÿÿÿÿÿ:/-»""ì€cuda_host_bfc Ü(0üâ—öà:=9ÖĞé"$€÷ÂF€øÂFcuda_host_bfc ¦0…Í”Ğ†àBshared/dup_2 = MatMul()HîP­
block0/layer7/Add_71Í Â(Ã::8
§mí"$ü¯±€°±cuda_host_bfc ö0¥É¿ˆƒàBIblock0/layer7/Add_71 = Add(block0/layer0/BiasAdd_8, block0/layer4/Sum_47)HÊP
block0/layer7/Conv2D_72 {(|2:
cuda_host_bfc®;®; ‡×(€òŠ2®;2Œù¨âÿÿÿÿÿÿ::8
°µS"$Àú€ücuda_host_bfc İ0°üûÀà:73	TØ"$€×	€Ø	cuda_host_bfc Ó(0×™¼ĞƒàB6block0/layer7/Conv2D_72 = Conv2D(block0/layer2/Sum_22)H›
block0/layer7/FusedBatchNorm_73— •(–:42	y¹"#Äƒ€„cuda_host_bfc L(0ÛşØ àB2block0/layer7/FusedBatchNorm_73 = FusedBatchNorm()H”P€
block0/layer7/Softmax_74ÃB\block0/layer7/Softmax_74 = Softmax(block0/layer6/Conv2D_66, block0/layer1/FusedBatchNorm_10)HÀP¼
block0/layer7/Identity_76à P(Q:<:
ƒRÚ"&ğ«Ø€¬Øcuda_host_bfc Ò(0Å¡ˆ®àBUblock0/layer7/Identity_76 = Identity(shared/dup_2, ^badÿş_17, block0/layer4/Const_42)Hİc
block0/layer7/BiasAdd_77Ş (B9block0/layer7/BiasAdd_77 = BiasAdd(a, b)
second = Line(c)HÛP–
block0/layer7/Cast_78ö g(h29
cuda_host_bfcÄç.Äç. â³(ƒË32öÄç.2ŞÌèÿÿÿÿÿÿ:,*8" à€cuda_host_bfc ÿ0À¹©™‚à:84JB"" ±€²cuda_host_bfc ›0åá”˜†àBLblock0/layer7/Cast_78 = Cast(block0/layer6/Softmax_68, block0/layer5/Add_53)HóPN
block0/layer7/BiasAdd_79‡ 4(5B$block0/layer7/BiasAdd_79 = BiasAdd()H„PÌ
block0/layer8/Softmax_81È 7(829
cuda_host_bfc¾ï¾ï ß·(ñóO2È¾ï2€¡Èøÿÿÿÿÿÿ:-+²" È€cuda_host_bfc 0Ğî‰¨àB8block0/layer8/Softmax_81 = Softmax(block0/layer1/Sum_18)HÅPõ
block0/layer8/FusedBatchNorm_82Ê [(\:/-	Î\" À€Â	GPU_0_bfc Æ0Ä—ÚÌ‚à:-)½"ô€	GPU_0_bfc —(0ä‹«ÕƒàBfblock0/layer8/FusedBatchNorm_82 = FusedBatchNorm(block0/layer2/Conv2D_26/_6, block0/layer7/BiasAdd_77)HÇ¹
block0/layer8/MatMul_83à I(J:-+÷" Ü€cuda_host_bfc ä0ı±ÚÒƒà:=9Ú…ô"$ ß•<€à•<cuda_host_bfc á0¾Ôªõ€àB"block0/layer8/MatMul_83 = MatMul()HİP{
block0/layer8/Add_84å …(†26
	GPU_0_bfcÀÀ  (ı  Ğ2åÀ2ëòßøÿÿÿÿÿÿBx = y = F(G(a), b) tail) moreHâN
block0/layer8/BiasAdd_86¼ ”(•B$block0/layer8/BiasAdd_86 = BiasAdd()H¹³
block0/layer8/Conv2D_87Ä (25
	GPU_0_bfc¦˜
¦˜
 “Œ(Ş¢ğR2Ä¦˜
2Òíóúÿÿÿÿÿÿ:/-
	†/"è¼€¾	GPU_0_bfc ‘0¸ÏåŠàB"block0/layer8/Conv2D_87 = Conv2D()HÁP¼
block0/layer8/Const_88¬ A(B:42
¾Ÿ""ˆ €¢cuda_host_bfc ï0â‚ÎÀ‡àB^block0/layer8/Const_88 = Const(badÿş_54/_63, block0/layer5/MatMul_57, block0/layer5/Conv2D_59)H©P¡
block0/layer8/Sum_89ö (:/-‘""Ä€
cuda_host_bfc Î(0ÿ”®…†àBJblock0/layer8/Sum_89 = Sum(^block0/layer5/Sum_56, block0/layer4/Conv2D_46)HóP~
badÿş_91† •(–Bbbadÿş_91 = FusedBatchNorm(block0/layer5/Softmax_55, block0/layer7/Add_71, block0/layer6/MatMul_62)HƒP
block0/layer9/Cast_92Á  (!Biblock0/layer9/Cast_92 = Cast(block0/layer8/MatMul_83, block0/layer6/Softmax_67, block0/layer7/BiasAdd_79)H¾P—
block0/layer9/Conv2D_93Å J(K26
	GPU_0_bfcƒµ6ƒµ6 Áš(Öâ¾Õ2Åƒµ62¿åäÿÿÿÿÿÿB6block0/layer9/Conv2D_93 = Conv2D(block0/layer8/Add_84)HÂP‚
block0/layer9/Mul_94Ö ·(¸:<:ış["&ˆÑ²€Ò²cuda_host_bfc Ğ(0ÈÍïƒàBblock0/layer9/Mul_94 = Mul()HÓPŒ
block0/layer9/Mul_96ò (25
	GPU_0_bfc€Ñ€Ñ À¨(±çÉ2ò€Ñ2À×ôÿÿÿÿÿÿ:20	
ö¿" ¨Œ'€'	GPU_0_bfc (0£Š¿´‰à:,(Î"¸€	GPU_0_bfc t(0ÚÚÆĞ‰àBMblock0/layer9/Mul_96 = Mul(block0/layer7/FusedBatchNorm_73, shared/dup_1/_77)HïP¾
block0/layer9/BiasAdd_97ø:;9	äù´"$À®¡Ë€°¡Ë	GPU_0_bfc µ(0©¦¬à:-)è" €	GPU_0_bfc (0à×Ñ—€àB.block0/layer9/BiasAdd_97 = BiasAdd(missing_85)HõPb
shared/dup_0õ A(BBFshared/dup_0 = Reshape(block0/layer6/Reshape_65, block0/layer5/Add_53)HòÁ
block0/layer9/Reshape_99ı u(v26
	GPU_0_bfcùÙ)ùÙ) üì(€¬¦ó2ıùÙ)2ó„“ëÿÿÿÿÿÿB_block0/layer9/Reshape_99 = Reshape(block0/layer8/Add_84, shared/dup_2, block0/layer6/MatMul_61)HúP-

RecvTensorÊ f(gBRecvTensor x from yHÇÅ
block1/layer0/BiasAdd_102× œ(2:
cuda_host_bfcşˆşˆ ¿Ä(–Û×‹2×şˆ2ôÁ»ùÿÿÿÿÿÿ:53	Ü]"$°ç
€è
cuda_host_bfc İ(0Ïñ¾àB%block1/layer0/BiasAdd_102 = BiasAdd()HÔPı
block1/layer0/Reshape_103ë (‚:=;
€¿Í"&€˜ï3€˜ï3cuda_host_bfc †(0ó­ÖŠà:;7İSW"$„¢ç€¤çcuda_host_bfc 0æ³ÔƒàBTblock1/layer0/Reshape_103 = Reshape(^block0/layer6/Softmax_67, block0/layer9/Mul_94)HèP
block1/layer0/MatMul_104÷ (:0.
¡—"ÜÛ€Ü	GPU_0_bfc …0ò‡¦¿ŠàB#block1/layer0/MatMul_104 = MatMul()HôP–
q"uote\back/Ã©tÃ©_106¥ º(»:42	
¶„""à®€°cuda_host_bfc è0ëÇçù‹àB7q"uote\back/Ã©tÃ©_106 = Softmax(block0/layer4/Const_42)H¢Pn
block1/layer0/Const_107Ğ ‰(Š:97£Üß""°« €¬ 	GPU_0_bfc £(0·Ş¡Á‡àBno matchHÍPÜ
block1/layer0/Relu_108ë )(*25
	GPU_0_bfc½•0½•0 ŞŠ(ˆ„Ğt2ë½•02•¢õçÿÿÿÿÿÿ:+)›"ì€	GPU_0_bfc –(0®“±¨‰àBPblock1/layer0/Relu_108 = Relu(block0/layer4/Conv2D_46, block0/layer9/BiasAdd_97)HèP…
block1/layer0/Const_109• ”(•:75ÙÌÊ" à¹À<€ºÀ<	GPU_0_bfc §0•Ø²‚àB!block1/layer0/Const_109 = Const()H’PÑ
block1/layer1/MatMul_111Ê µ(¶2:
cuda_host_bfcÜÜ ˆî
(¬¡†Ğ2ÊÜ2€ø‘õÿÿÿÿÿÿBiblock1/layer1/MatMul_111 = MatMul(^block1/layer0/Relu_100, block0/layer5/MatMul_57, block0/layer8/Add_84)HÇP
block1/layer1/BiasAdd_112æ k(l:/-		"Ä†€ˆ	GPU_0_bfc í0èèŠ¦‰àB%block1/layer1/BiasAdd_112 = BiasAdd()HãP
block1/layer1/Conv2D_113‹ Ä(Å:86ØMá""à·Ì€¸Ì	GPU_0_bfc ‡(0ßÖ›‰àB7block1/layer1/Conv2D_113 = Conv2D(block0/layer4/Sum_47)HˆPô
block1/layer1/BiasAdd_114´ ”(•25
	GPU_0_bfc‰Ê‰Ê „å(ãí×g2´‰Ê2Éüšşÿÿÿÿÿÿ:64Æ[ë" Ø·Ø&€¸Ø&	GPU_0_bfc Ô0äíµú‹àBXblock1/layer1/BiasAdd_114 = BiasAdd(^block1/layer1/MatMul_111, block1/layer1/Conv2D_113)H±P¼
block1/layer1/Conv2D_116ç (:31
	Ü/""Ã€Äcuda_host_bfc 0ÁİŸÖà:62	
¿Ö""¨­€®cuda_host_bfc Ò0‹‘ÙÄ‹àB#block1/layer1/Conv2D_116 = Conv2D()HäPş
block1/layer1/Identity_117‡ g(h2:
cuda_host_bfcÀ’*À’*  ‰(²»é2‡À’*2ïàöêÿÿÿÿÿÿ:-+
" ´€
cuda_host_bfc 0†²şÇ‹à:>:
ü.Ò"&ÀØÄ€ÚÄcuda_host_bfc Â(0¬ìˆÁàB'block1/layer1/Identity_117 = Identity()H„PZ
block1/layer1/Softmax_118 M(NB/block1/layer1/Softmax_118 = Softmax(missing_42)HšPƒ
block1/layer1/Identity_119 ˆ(‰:,*æ"˜€cuda_host_bfc M0º‡Ã‰àB'block1/layer1/Identity_119 = Identity()HšPÌ
block1/layer2/Add_121° •(–:20
ÂÀ" €œ#€œ#	GPU_0_bfc ‘(0‘‡Ç¢‰àBoblock1/layer2/Add_121 = Add(block1/layer1/MatMul_111/_56, block1/layer1/Identity_117, block1/layer0/MatMul_104)H­P¯
block1/layer2/Mul_122‰ ;(<:.,	F†"½€¾	GPU_0_bfc 0€â×ô„à:0,	Ø"ÀÁ€Â	GPU_0_bfc b0ÚùŠä‡àB&block1/layer2/Mul_122 = Mul(^badÿş_91)H†PÍ
block1/layer2/Add_123İ (2:
cuda_host_bfc°ª.°ª. ˜•(ºü±ß2İ°ª.2ãèêèÿÿÿÿÿÿ:42
Œ¦"" € cuda_host_bfc Ø0§×ÎØ…àB4block1/layer2/Add_123 = Add(block1/layer0/Const_109)HÚPß
block1/layer2/Add_124ñ (:97Ø–µ""À–è€˜è	GPU_0_bfc †(0óó”åà:+'Ÿ"ü€	GPU_0_bfc ü0Ì·Ö†àBPblock1/layer2/Add_124 = Add(block1/layer0/Reshape_103, block0/layer9/Reshape_99)HîP…
block1/layer2/Conv2D_126º (26
	GPU_0_bfcØÿ/Øÿ/ ìÿ(‡œİó2ºØÿ/2É”€èÿÿÿÿÿÿB#block1/layer2/Conv2D_126 = Conv2D()H·ÿ
shared/dup_1Ê U(V:;9×õœ"$ĞòŠ]€ôŠ]cuda_host_bfc Ş0¯˜ãÄˆà:;7œÉR"#àíù€îùcuda_host_bfc 0è­ïÿàBishared/dup_1 = FusedBatchNorm(block1/layer2/Add_121, block0/layer9/BiasAdd_97/_74, block0/layer9/Cast_92)HÇm
	badÿş_128Ò u(v:(&
+"¬€	GPU_0_bfc æ0¼¿åÔàB(badÿş_128 = Sum(block0/layer6/Conv2D_66)HÏP÷
block1/layer2/BiasAdd_129 (25
	GPU_0_bfcãİ/ãİ/ ñî(ã÷d2ãİ/2œ‘èÿÿÿÿÿÿ:1/	Ì:" àÙ€Ú	GPU_0_bfc Ğ(0™¯±Šà:;7
¿â´""àè©6€ê©6	GPU_0_bfc ó(0ô—ĞÖŒàB%block1/layer2/BiasAdd_129 = BiasAdd()HşPÍ
block1/layer3/Conv2D_131 (:86N&"$ ƒ€„cuda_host_bfc î(0ÿàé‚à:/+	ê" ¨€cuda_host_bfc Ò0íº¾¥‚àB8block1/layer3/Conv2D_131 = Conv2D(block1/layer2/Add_120)HP
block1/layer3/Cast_132¯ D(E2:
cuda_host_bfc¹¹ ÜÇ(–·£ô2¯¹2ô¤¸ıÿÿÿÿÿÿB+block1/layer3/Cast_132 = Cast(shared/dup_1)H¬Pø
block1/layer3/Mul_133Ò (:97
ÜË""ĞƒÙ#€„Ù#	GPU_0_bfc Ñ(0¥ˆığà:-)‹"¬€
	GPU_0_bfc ­(0Û®×šàBgblock1/layer3/Mul_133 = Mul(block1/layer2/Add_123, block1/layer1/Conv2D_116/_43, block0/layer9/Cast_92)HÏPŞ
block1/layer3/Sum_134à ¨(©:86ˆNö""€İÛ€ŞÛ	GPU_0_bfc Ì(0‚Ã‹‹à:40
‰„" %€%	GPU_0_bfc û(0ˆ¯ÂàBEblock1/layer3/Sum_134 = Sum(block0/layer8/Add_84/_81, shared/dup_2:1)HİPõ
block1/layer3/Softmax_136« C(D:31	Ø""àµ€¶cuda_host_bfc œ0¦¿ÒÙà:=9èÛÁ"$à£Ñ€¤Ñcuda_host_bfc ß0œŞá„àBVblock1/layer3/Softmax_136 = Softmax(block1/layer2/Add_120, block1/layer3/Cast_130/_42)H¨Pì
q"uote\back/Ã©tÃ©_137­ &(':.,	]Å"Ä°€²	GPU_0_bfc 00åœ¤¡à:;7´•ª"" ±ö$€²ö$	GPU_0_bfc å(0¦Ñ¢ßàBXq"uote\back/Ã©tÃ©_137 = FusedBatchNorm(block1/layer0/Const_109, block0/layer8/Conv2D_87)HªPê
block1/layer3/Mul_138Ó "(#22
	GPU_0_bfcàfàf °3(¦¶‰¨2Óàf2öĞÌÿÿÿÿÿÿÿ:64Üõº"àìE€ìE	GPU_0_bfc q0‘òÅÈ…à:84—…"œÌÿ:€Îÿ:	GPU_0_bfc 0ïÏ¾®ŠàBblock1/layer3/Mul_138 = Mul()HĞP‡
block1/layer3/Add_139º (:)'´"Ğ€	GPU_0_bfc 0ŸÇşåàB5block1/layer3/Add_139 = Add(block1/layer1/MatMul_111)H·PŠ
block1/layer4/MatMul_141Æ ^(_26
	GPU_0_bfcÄ…(Ä…( â‚(¡ Ÿ³2ÆÄ…(2¥ıëÿÿÿÿÿÿ:20	
àÛ" €ı€ş	GPU_0_bfc À(0Ø´™Ù…à:73î("ÀÛš€Üš	GPU_0_bfc 0‹ïê†àB;block1/layer4/MatMul_141 = MatMul(block1/layer1/Conv2D_116)HÃP/

RecvTensorï ¥(¦BRecvTensor x from yHì¨
block1/layer4/Sum_143‰:42	
Ê›""¸Ò€Ôcuda_host_bfc 0ñìßŠà:2.@ " €@€@cuda_host_bfc ï0­ëí„àBx = y = F(G(a), b) tail) moreH†P¾
block1/layer4/Conv2D_144‰ M(N26
	GPU_0_bfcø©ø© üÔ(ñø‚¾2‰ø©2×„«ùÿÿÿÿÿÿ:75òˆÛ" À¹‚€º‚	GPU_0_bfc ñ0´Ìßî‡àB#block1/layer4/Conv2D_144 = Conv2D()H†Pª
block1/layer4/Relu_146» z({:31	U""Äö€øcuda_host_bfc ´0Ó¬Ï¹…àBOblock1/layer4/Relu_146 = Relu(q"uote\back/Ã©tÃ©_106, block1/layer2/Add_121/_63)H¸ñ
block1/layer4/MatMul_147Ü A(B26
	GPU_0_bfc¸‚$¸‚$ œ(ÚÁ2Ü¸‚$2äşíÿÿÿÿÿÿ:0.	
Şÿ"ˆÙ,€Ú,	GPU_0_bfc 0¶àõ£à:,(Y"ä€	GPU_0_bfc Ğ(0Æş¿À€àB/block1/layer4/MatMul_147 = MatMul(shared/dup_1)HÙPŠ
block1/layer4/Sum_148ş 3(4:20
Ş™" ¸¥€¦	GPU_0_bfc „(0øçèˆàB1block1/layer4/Sum_148 = Sum(block0/layer9/Mul_94)Hû
block1/layer4/Softmax_149ş B(C:-+ï" ¼€cuda_host_bfc ˆ0£ÙÃ€ŠàB%block1/layer4/Softmax_149 = Softmax()HûP
.
,/job:localhost/replica:0/task:0/device:CPU:0