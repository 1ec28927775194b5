µo
≤o
è
,/job:localhost/replica:0/task:0/device:CPU:0±
block0/layer0/Mul_0ûÄßπﬂá’ j(k2<
cpuŒç1Œç1 Á∆(£˙àÓ2ûÄßπﬂá’Œç12âÅßπﬂá’ôπÁˇˇˇˇˇˇ:%#
æ"¯Äcpu Ü(0“úÿˇÄ‡Bblock0/layer0/Mul_0 = Mul()HõÄßπﬂá’Px
block0/layer0/Add_5¢Åßπﬂá’ (BGblock0/layer0/Add_5 = Add(block0/layer0/Reshape_2, block0/layer0/Mul_0)HüÅßπﬂá’PN
block0/layer1/Add_10úÇßπﬂá’ D(EBblock0/layer1/Add_10 = Add()HôÇßπﬂá’P∆
block0/layer1/Softmax_15ÇÉßπﬂá’ L(M2<
cpu¶¸¶¸ ìæ(˙ü“Á2ÇÉßπﬂá’¶¸2œÉßπﬂá’Ì¡˜ˇˇˇˇˇˇBRblock0/layer1/Softmax_15 = Softmax(block0/layer1/Softmax_14, block0/layer0/Cast_7)HˇÇßπﬂá’P\
block0/layer2/Reshape_20»Éßπﬂá’ Ö(ÜB$block0/layer2/Reshape_20 = Reshape()H≈Éßπﬂá’PŒ
block0/layer2/MatMul_25¶Ñßπﬂá’ y(z:#!ª"ÏÄcpu »0´…ë≠ã‡Btblock0/layer2/MatMul_25 = MatMul(block0/layer0/Reshape_2, block0/layer2/FusedBatchNorm_24, block0/layer1/Softmax_14)H£Ñßπﬂá’PÁ
block0/layer3/Add_30ôÖßπﬂá’ ™(´2<
cpu∞ü@∞ü@ ÿè (œÿÕﬂ2ôÖßπﬂá’∞ü@2ƒÜßπﬂá’®ﬂˇˇˇˇˇˇ:*(	˘s"Ï 
ÄÃ
cpu y(0º©¢Éè‡:+'	ù"ÙÄcpu Ê(0¡±ÓÈÄ‡Bblock0/layer3/Add_30 = Add()HñÖßπﬂá’P˛
block0/layer3/BiasAdd_35ñÜßπﬂá’ (:*(
ÛÆ"®ôÄöcpu ù0ƒè«ºà‡:%!¢"àÄcpu Ñ0’µÛÂÇ‡Bublock0/layer3/BiasAdd_35 = BiasAdd(block0/layer1/Softmax_15, block0/layer1/Const_17, block0/layer2/FusedBatchNorm_24)HìÜßπﬂá’P
º2
,/job:localhost/replica:0/task:0/device:GPU:0õ
block0/layer0/Softmax_1∑Äßπﬂá’ (:.,
+""¨Äcuda_host_bfc ß(0äÜÎä‡B6block0/layer0/Softmax_1 = Softmax(block0/layer0/Mul_0)H¥Äßπﬂá’PÚ
block0/layer0/Reshape_2ƒÄßπﬂá’ u(v:75ÔvV""∞ 	Ä≤ 		GPU_0_bfc ÷(0¬€ØÙÉ‡:3/
ÕÀ"º¿Ä¬	GPU_0_bfc $(0ïé∫èã‡BOblock0/layer0/Reshape_2 = Reshape(block0/layer0/Mul_0, block0/layer0/Softmax_1)H¡Äßπﬂá’P‚
block0/layer0/Const_3ÛÄßπﬂá’ ^(_2F
cuda_host_bfcôœôœ ÃÁ(ˆ‡ãƒ2ÛÄßπﬂá’ôœ2“Åßπﬂá’¥ò˛ˇˇˇˇˇˇ:/-„""åÄcuda_host_bfc Ï(0§Ω¿áÉ‡B6block0/layer0/Const_3 = Const(block0/layer0/Softmax_1)HÄßπﬂá’P˙
block0/layer0/BiasAdd_4ÑÅßπﬂá’ -(.:=;îè§"&¿ë˙Äí˙cuda_host_bfc ü(0†ÛºÎÅ‡:51	ù""‰sÄtcuda_host_bfc å(0Ñ¿˝˚Ñ‡BOblock0/layer0/BiasAdd_4 = BiasAdd(block0/layer0/Softmax_1, block0/layer0/Mul_0)HÅÅßπﬂá’P»
block0/layer0/Add_6≤Åßπﬂá’ i(j2E
cuda_host_bfcÁ9Á9 ¯Û(∑ÜÖ2≤Åßπﬂá’Á92úÇßπﬂá’àå„ˇˇˇˇˇˇ:31	—0""¿πÄ∫cuda_host_bfc Ç0õ´·¿Ö‡Bblock0/layer0/Add_6 = Add()HØÅßπﬂá’Pœ
block0/layer0/Cast_7œÅßπﬂá’ ù(û:42".V" †Î ÄÏ 	GPU_0_bfc ¿(0–√∂ªâ‡:1-	Oá"§ÕÄŒ	GPU_0_bfc À0ïÅî«è‡B4block0/layer0/Cast_7 = Cast(block0/layer0/Softmax_1)HÃÅßπﬂá’Ã
block0/layer0/Relu_8ËÅßπﬂá’ †(°:53	)π"$ÑÌÄÓcuda_host_bfc Ñ(0’˝‰Ïà‡:/+‹" Äcuda_host_bfc  0 •ﬂìé‡B0block0/layer0/Relu_8 = Relu(block0/layer0/Add_6)HÂÅßπﬂá’Pû
block0/layer0/Cast_9àÇßπﬂá’ ∏(π2F
cuda_host_bfcÁ∆Á∆ ≥„(Å»úÌ2àÇßπﬂá’Á∆2¡Éßπﬂá’ÕúÒˇˇˇˇˇˇ:64

ü¶"$Ë‡*Ä‚*cuda_host_bfc ÿ(0Ã≠ÄÂâ‡:84
Îç"$ºó#Äò#cuda_host_bfc Â(0Óâÿéâ‡B0block0/layer0/Cast_9 = Cast(block0/layer0/Add_5)HÖÇßπﬂá’PË
block0/layer1/FusedBatchNorm_11ªÇßπﬂá’ (:64
◊Ω"$Ï°%Ä¢%cuda_host_bfc ®(0ªÒµ¡Ä‡Bsblock0/layer1/FusedBatchNorm_11 = FusedBatchNorm(block0/layer0/Relu_8, block0/layer1/Add_10, block0/layer0/Const_3)H∏Çßπﬂá’P·
block0/layer1/BiasAdd_12ﬂÇßπﬂá’ i(j2F
cuda_host_bfcÙÛ1ÙÛ1 ˙˘(ßÿüâ2ﬂÇßπﬂá’ÙÛ12…Éßπﬂá’ÜÜÁˇˇˇˇˇˇ:/-•""îÄcuda_host_bfc ÷(0˘Ü≤Ãä‡:>:∏Zä"&Ä«üÄ»ücuda_host_bfc ö(0€Ôë⁄è‡Brblock0/layer1/BiasAdd_12 = BiasAdd(block0/layer0/BiasAdd_4, block0/layer1/FusedBatchNorm_11, block0/layer1/Add_10)H‹Çßπﬂá’P 
block0/layer1/Mul_13„Çßπﬂá’ ì(î:20
åä" ‡≥Ä¥	GPU_0_bfc ı(0Ì˜≠ºÇ‡:-)∑"‹Ä	GPU_0_bfc ù(0€Áå‹è‡B3block0/layer1/Mul_13 = Mul(block0/layer0/Softmax_1)H‡Çßπﬂá’Pπ
block0/layer1/Softmax_14˛Çßπﬂá’ h(i:1/	D‘" ¿‚Ä‰	GPU_0_bfc Ñ(0“°≤Ç‡:*&j"®Ä	GPU_0_bfc ·0àÓ»⁄Å‡B$block0/layer1/Softmax_14 = Softmax()H˚Çßπﬂá’P—
block0/layer1/FusedBatchNorm_16öÉßπﬂá’ †(°:+)…"§Ä	GPU_0_bfc ∆(0í∞öÖ‡:1-	yŸ"ƒ¸Ä˛	GPU_0_bfc ô0ö‰à∫è‡B2block0/layer1/FusedBatchNorm_16 = FusedBatchNorm()HóÉßπﬂá’Pú
block0/layer1/Const_17üÉßπﬂá’ 1(2:20
õ’" ‹€Ä‹	GPU_0_bfc †(0ﬂª⁄ÃÖ‡B4block0/layer1/Const_17 = Const(block0/layer1/Add_10)HúÉßπﬂá’Põ
block0/layer1/Conv2D_18üÉßπﬂá’ •(¶2B
	GPU_0_bfcÁí:Áí: ≥â(’∏Í±2üÉßπﬂá’Áí:2≈Ñßπﬂá’Õˆ‚ˇˇˇˇˇˇB"block0/layer1/Conv2D_18 = Conv2D()HúÉßπﬂá’µ
block0/layer1/MatMul_19µÉßπﬂá’ (Ä:-+ª" Ï	Ä
cuda_host_bfc ö0üò“Ôá‡BPblock0/layer1/MatMul_19 = MatMul(block0/layer1/Add_10, block0/layer1/Softmax_15)H≤Éßπﬂá’PÁ
block0/layer2/Softmax_21‰Éßπﬂá’ ( 2A
	GPU_0_bfcøÑøÑ ü¬(õ±í(2‰Éßπﬂá’øÑ2ÑÑßπﬂá’·Ω˙ˇˇˇˇˇˇ:64cá©" Ù£≤Ä§≤	GPU_0_bfc ‹0ÃÛÒúÉ‡B8block0/layer2/Softmax_21 = Softmax(block0/layer0/Cast_9)H·Éßπﬂá’_
block0/layer2/Identity_22ÛÉßπﬂá’ î(ïB&block0/layer2/Identity_22 = Identity()HÉßπﬂá’P˙
block0/layer2/Sum_23˛Éßπﬂá’ Ç(É:97∫À∞""ÄµèÄ∂è	GPU_0_bfc õ(0∞°ú·è‡:95
5eÒ""‰û‚Ä†‚	GPU_0_bfc »(0¡©î•è‡BPblock0/layer2/Sum_23 = Sum(block0/layer1/FusedBatchNorm_11, block0/layer0/Add_5)H˚Éßπﬂá’PÂ
block0/layer2/FusedBatchNorm_24åÑßπﬂá’ (2F
cuda_host_bfcú‡ú‡ é(‹≈ä±2åÑßπﬂá’ú‡2©Ñßπﬂá’Úè˙ˇˇˇˇˇˇB`block0/layer2/FusedBatchNorm_24 = FusedBatchNorm(block0/layer1/Softmax_15, block0/layer2/Sum_23)HâÑßπﬂá’PÅ
block0/layer2/Const_26“Ñßπﬂá’ _(`:+)©"§Ä	GPU_0_bfc ˝(0Ô∫Ò€Å‡B block0/layer2/Const_26 = Const()HœÑßπﬂá’P˙
block0/layer2/Relu_27«Ñßπﬂá’ C(D2B
	GPU_0_bfcñﬂ9ñﬂ9 ÀÔ(©çò∂2«Ñßπﬂá’ñﬂ92ãÖßπﬂá’µê„ˇˇˇˇˇˇ:/-	´n"ËªÄº	GPU_0_bfc ˆ0‚™åËâ‡:2.
‡Ì"Ä„Ä‰	GPU_0_bfc ö0¯ÓÌÔä‡Bblock0/layer2/Relu_27 = Relu()HƒÑßπﬂá’Po
block0/layer2/FusedBatchNorm_28ÚÑßπﬂá’ ^(_B2block0/layer2/FusedBatchNorm_28 = FusedBatchNorm()HÔÑßπﬂá’PZ
block0/layer2/Softmax_29ıÑßπﬂá’ (B$block0/layer2/Softmax_29 = Softmax()HÚÑßπﬂá’P¶
block0/layer3/Reshape_31§Ößπﬂá’ Ω(æBnblock0/layer3/Reshape_31 = Reshape(block0/layer1/MatMul_19, block0/layer1/BiasAdd_12, block0/layer2/MatMul_25)H°Ößπﬂá’PÖ
block0/layer3/Reshape_32®Ößπﬂá’ m(n:)'ï"‘Ä
	GPU_0_bfc ∆0≤ÍˇÍé‡B$block0/layer3/Reshape_32 = Reshape()H•Ößπﬂá’Pµ
block0/layer3/Softmax_33”Ößπﬂá’ õ(ú2A
	GPU_0_bfcÎ˙0Î˙0 µΩ(ÒﬂÉ2”Ößπﬂá’Î˙02ÔÜßπﬂá’À¬ÁˇˇˇˇˇˇB:block0/layer3/Softmax_33 = Softmax(block0/layer1/Const_17)H–Ößπﬂá’Pû
block0/layer3/BiasAdd_34˙Ößπﬂá’ "(#Bhblock0/layer3/BiasAdd_34 = BiasAdd(block0/layer2/Softmax_29, block0/layer1/Mul_13, block0/layer1/Add_10)H˜Ößπﬂá’P±
block0/layer3/FusedBatchNorm_36§Üßπﬂá’ (2F
cuda_host_bfcë◊=ë◊= »Î(ÊÇ†Ü2§Üßπﬂá’ë◊=2≥Üßπﬂá’∏î·ˇˇˇˇˇˇ:;9	⁄Ò„"$∏Ûª6ÄÙª6cuda_host_bfc ¯0˜ëﬂ£ç‡:;7‘À"#Äï¸Äñ¸cuda_host_bfc `0üŒ∂´Ä‡B2block0/layer3/FusedBatchNorm_36 = FusedBatchNorm()H°Üßπﬂá’Pé
block0/layer3/Const_37ûÜßπﬂá’ ö(õ:64O7""úÒ ÄÚ cuda_host_bfc å0–€±é‡B block0/layer3/Const_37 = Const()HõÜßπﬂá’P–
block0/layer3/Conv2D_38•Üßπﬂá’ \(]:1/	Á" ‰êÄí	GPU_0_bfc ı(0ñ™ˆïà‡Bhblock0/layer3/Conv2D_38 = Conv2D(block0/layer2/Sum_23, block0/layer2/Softmax_21, block0/layer3/Const_37)H¢Üßπﬂá’P»
block0/layer3/BiasAdd_39 Üßπﬂá’ f(g2B
	GPU_0_bfc‘Í#‘Í# ™ı(ûÉ˚∂2 Üßπﬂá’‘Í#2±áßπﬂá’÷äÓˇˇˇˇˇˇBNblock0/layer3/BiasAdd_39 = BiasAdd(block0/layer3/Add_30, block0/layer1/Mul_13)H«Üßπﬂá’P
∫
/device:GPU:0/stream:allm
block0/layer0/Reshape_2:Reshape“Åßπﬂá’ ¶(ßB0kernel_1 @@block0/layer0/Reshape_2:Reshape#id=2#HœÅßπﬂá’m
block0/layer0/Reshape_2:Reshape√Åßπﬂá’ ˘(˙B0kernel_2 @@block0/layer0/Reshape_2:Reshape#id=2#H¿Åßπﬂá’;
block0/layer0/Add_6:Add±Çßπﬂá’ J(KBkernel_3HÆÇßπﬂá’[
block0/layer0/Add_6:AddƒÇßπﬂá’ {(|B(kernel_7 @@block0/layer0/Add_6:Add#id=6#H¡Çßπﬂá’_
block0/layer0/Cast_7:CastÜÉßπﬂá’ (B*kernel_1 @@block0/layer0/Cast_7:Cast#id=7#HÉÉßπﬂá’a
block0/layer0/Cast_7:CastîÉßπﬂá’ (ÒB*kernel_2 @@block0/layer0/Cast_7:Cast#id=7#HëÉßπﬂá’_
block0/layer0/Relu_8:Relu™Éßπﬂá’ U(VB*kernel_2 @@block0/layer0/Relu_8:Relu#id=8#HßÉßπﬂá’R
.block0/layer1/FusedBatchNorm_11:FusedBatchNormıÇßπﬂá’ E(FBkernel_2HÚÇßπﬂá’å
.block0/layer1/FusedBatchNorm_11:FusedBatchNormÓÇßπﬂá’ µ(∂B@kernel_4 @@block0/layer1/FusedBatchNorm_11:FusedBatchNorm#id=11#HÎÇßπﬂá’D
 block0/layer1/BiasAdd_12:BiasAdd‡Éßπﬂá’ (Bkernel_6H›Éßπﬂá’n
 block0/layer1/BiasAdd_12:BiasAdd Éßπﬂá’ Y(ZB2kernel_2 @@block0/layer1/BiasAdd_12:BiasAdd#id=12#H«Éßπﬂá’^
block0/layer1/Mul_13:Mul•Ñßπﬂá’ U(VB*kernel_0 @@block0/layer1/Mul_13:Mul#id=13#H¢Ñßπﬂá’n
 block0/layer1/Softmax_14:SoftmaxãÑßπﬂá’ (B2kernel_0 @@block0/layer1/Softmax_14:Softmax#id=14#HàÑßπﬂá’ä
.block0/layer1/FusedBatchNorm_16:FusedBatchNorm¡Ñßπﬂá’ (B@kernel_4 @@block0/layer1/FusedBatchNorm_16:FusedBatchNorm#id=16#HæÑßπﬂá’ã
.block0/layer1/FusedBatchNorm_16:FusedBatchNorm‚Ñßπﬂá’ (ÄB@kernel_5 @@block0/layer1/FusedBatchNorm_16:FusedBatchNorm#id=16#HﬂÑßπﬂá’l
block0/layer1/Conv2D_18:Conv2DŸÑßπﬂá’ ·(‚B0kernel_2 @@block0/layer1/Conv2D_18:Conv2D#id=18#H÷Ñßπﬂá’l
block0/layer1/Conv2D_18:Conv2D‘Ñßπﬂá’ ¢(£B0kernel_5 @@block0/layer1/Conv2D_18:Conv2D#id=18#H—Ñßπﬂá’D
block0/layer1/MatMul_19:MatMulŸÑßπﬂá’ ≈(∆Bkernel_4H÷Ñßπﬂá’`
block0/layer2/Sum_23:SumíÖßπﬂá’ ñ(óB*kernel_6 @@block0/layer2/Sum_23:Sum#id=23#HèÖßπﬂá’>
block0/layer2/Sum_23:SumåÖßπﬂá’ È(ÍBkernel_8HâÖßπﬂá’å
.block0/layer2/FusedBatchNorm_24:FusedBatchNorm«Ñßπﬂá’ ı(ˆB@kernel_2 @@block0/layer2/FusedBatchNorm_24:FusedBatchNorm#id=24#HƒÑßπﬂá’h
block0/layer2/Const_26:ConstŸÖßπﬂá’ ª(ºB.kernel_8 @@block0/layer2/Const_26:Const#id=26#H÷Ößπﬂá’f
block0/layer2/Const_26:Const⁄Ößπﬂá’ (B.kernel_8 @@block0/layer2/Const_26:Const#id=26#H◊Ößπﬂá’b
block0/layer2/Relu_27:ReluóÖßπﬂá’ 4(5B,kernel_2 @@block0/layer2/Relu_27:Relu#id=27#HîÖßπﬂá’b
block0/layer2/Relu_27:ReluãÖßπﬂá’ 	(
B,kernel_5 @@block0/layer2/Relu_27:Relu#id=27#HàÖßπﬂá’n
 block0/layer3/Reshape_31:Reshapeäáßπﬂá’ (B2kernel_5 @@block0/layer3/Reshape_31:Reshape#id=31#Hááßπﬂá’p
 block0/layer3/Reshape_31:Reshapeâáßπﬂá’ å(çB2kernel_1 @@block0/layer3/Reshape_31:Reshape#id=31#HÜáßπﬂá’F
 block0/layer3/Reshape_32:ReshapeüÜßπﬂá’ ‚(„Bkernel_8HúÜßπﬂá’f
block0/layer3/Const_37:Constªáßπﬂá’ 
(B.kernel_3 @@block0/layer3/Const_37:Const#id=37#H∏áßπﬂá’
¬	
/device:GPU:0/stream:14m
block0/layer0/Reshape_2:Reshape“Åßπﬂá’ ¶(ßB0kernel_1 @@block0/layer0/Reshape_2:Reshape#id=2#HœÅßπﬂá’;
block0/layer0/Add_6:Add±Çßπﬂá’ J(KBkernel_3HÆÇßπﬂá’_
block0/layer0/Cast_7:CastÜÉßπﬂá’ (B*kernel_1 @@block0/layer0/Cast_7:Cast#id=7#HÉÉßπﬂá’a
block0/layer0/Cast_7:CastîÉßπﬂá’ (ÒB*kernel_2 @@block0/layer0/Cast_7:Cast#id=7#HëÉßπﬂá’R
.block0/layer1/FusedBatchNorm_11:FusedBatchNormıÇßπﬂá’ E(FBkernel_2HÚÇßπﬂá’D
 block0/layer1/BiasAdd_12:BiasAdd‡Éßπﬂá’ (Bkernel_6H›Éßπﬂá’ä
.block0/layer1/FusedBatchNorm_16:FusedBatchNorm¡Ñßπﬂá’ (B@kernel_4 @@block0/layer1/FusedBatchNorm_16:FusedBatchNorm#id=16#HæÑßπﬂá’ã
.block0/layer1/FusedBatchNorm_16:FusedBatchNorm‚Ñßπﬂá’ (ÄB@kernel_5 @@block0/layer1/FusedBatchNorm_16:FusedBatchNorm#id=16#HﬂÑßπﬂá’f
block0/layer2/Const_26:Const⁄Ößπﬂá’ (B.kernel_8 @@block0/layer2/Const_26:Const#id=26#H◊Ößπﬂá’b
block0/layer2/Relu_27:ReluóÖßπﬂá’ 4(5B,kernel_2 @@block0/layer2/Relu_27:Relu#id=27#HîÖßπﬂá’n
 block0/layer3/Reshape_31:Reshapeäáßπﬂá’ (B2kernel_5 @@block0/layer3/Reshape_31:Reshape#id=31#Hááßπﬂá’F
 block0/layer3/Reshape_32:ReshapeüÜßπﬂá’ ‚(„Bkernel_8HúÜßπﬂá’
Ø
6/job:localhost/replica:0/task:0/device:GPU:0/stream:15m
block0/layer0/Reshape_2:Reshape√Åßπﬂá’ ˘(˙B0kernel_2 @@block0/layer0/Reshape_2:Reshape#id=2#H¿Åßπﬂá’[
block0/layer0/Add_6:AddƒÇßπﬂá’ {(|B(kernel_7 @@block0/layer0/Add_6:Add#id=6#H¡Çßπﬂá’_
block0/layer0/Relu_8:Relu™Éßπﬂá’ U(VB*kernel_2 @@block0/layer0/Relu_8:Relu#id=8#HßÉßπﬂá’å
.block0/layer1/FusedBatchNorm_11:FusedBatchNormÓÇßπﬂá’ µ(∂B@kernel_4 @@block0/layer1/FusedBatchNorm_11:FusedBatchNorm#id=11#HÎÇßπﬂá’n
 block0/layer1/BiasAdd_12:BiasAdd Éßπﬂá’ Y(ZB2kernel_2 @@block0/layer1/BiasAdd_12:BiasAdd#id=12#H«Éßπﬂá’^
block0/layer1/Mul_13:Mul•Ñßπﬂá’ U(VB*kernel_0 @@block0/layer1/Mul_13:Mul#id=13#H¢Ñßπﬂá’n
 block0/layer1/Softmax_14:SoftmaxãÑßπﬂá’ (B2kernel_0 @@block0/layer1/Softmax_14:Softmax#id=14#HàÑßπﬂá’l
block0/layer1/Conv2D_18:Conv2DŸÑßπﬂá’ ·(‚B0kernel_2 @@block0/layer1/Conv2D_18:Conv2D#id=18#H÷Ñßπﬂá’l
block0/layer1/Conv2D_18:Conv2D‘Ñßπﬂá’ ¢(£B0kernel_5 @@block0/layer1/Conv2D_18:Conv2D#id=18#H—Ñßπﬂá’D
block0/layer1/MatMul_19:MatMulŸÑßπﬂá’ ≈(∆Bkernel_4H÷Ñßπﬂá’`
block0/layer2/Sum_23:SumíÖßπﬂá’ ñ(óB*kernel_6 @@block0/layer2/Sum_23:Sum#id=23#HèÖßπﬂá’>
block0/layer2/Sum_23:SumåÖßπﬂá’ È(ÍBkernel_8HâÖßπﬂá’å
.block0/layer2/FusedBatchNorm_24:FusedBatchNorm«Ñßπﬂá’ ı(ˆB@kernel_2 @@block0/layer2/FusedBatchNorm_24:FusedBatchNorm#id=24#HƒÑßπﬂá’h
block0/layer2/Const_26:ConstŸÖßπﬂá’ ª(ºB.kernel_8 @@block0/layer2/Const_26:Const#id=26#H÷Ößπﬂá’b
block0/layer2/Relu_27:ReluãÖßπﬂá’ 	(
B,kernel_5 @@block0/layer2/Relu_27:Relu#id=27#HàÖßπﬂá’p
 block0/layer3/Reshape_31:Reshapeâáßπﬂá’ å(çB2kernel_1 @@block0/layer3/Reshape_31:Reshape#id=31#HÜáßπﬂá’f
block0/layer3/Const_37:Constªáßπﬂá’ 
(B.kernel_3 @@block0/layer3/Const_37:Const#id=37#H∏áßπﬂá’
™
/device:GPU:0/memcpyY
edge_8_Relu:MEMCPYHtoDËÅßπﬂá’ (B'MEMCPYHtoD 400 bytes (Pinned to Device)HÂÅßπﬂá’Z
edge_18_Conv2D:MEMCPYHtoDüÉßπﬂá’ (B'MEMCPYHtoD 400 bytes (Pinned to Device)HúÉßπﬂá’[
edge_32_Reshape:MEMCPYHtoD®Ößπﬂá’ (B'MEMCPYHtoD 400 bytes (Pinned to Device)H•Ößπﬂá’ãÅ
áÅ
í
,/job:localhost/replica:0/task:0/device:CPU:0´
block0/layer0/FusedBatchNorm_0Ãéßπﬂá’ (2<
cpu“é “é  ©á(ºòñ≠2Ãéßπﬂá’“é 2›éßπﬂá’◊¯ÔˇˇˇˇˇˇB1block0/layer0/FusedBatchNorm_0 = FusedBatchNorm()H…éßπﬂá’Pœ
block0/layer0/Identity_5∆èßπﬂá’ ™(´:%#
®"†Äcpu Ú(0ﬂíˇ•Ñ‡Bpblock0/layer0/Identity_5 = Identity(block0/layer0/Add_1, block0/layer0/FusedBatchNorm_0, block0/layer0/MatMul_2)H√èßπﬂá’Pz
block0/layer1/Add_10áêßπﬂá’ (BHblock0/layer1/Add_10 = Add(block0/layer0/Softmax_9, block0/layer0/Add_1)HÑêßπﬂá’P◊
block0/layer1/Reshape_15Çëßπﬂá’ É(Ñ2<
cpu¿¢"¿¢" †ë(¬ÄÇ≥2Çëßπﬂá’¿¢"2Üíßπﬂá’‡ÓÓˇˇˇˇˇˇ:%#
ˆ"ÿÄcpu œ(0∂ˆÔ≠Ñ‡B<block0/layer1/Reshape_15 = Reshape(block0/layer0/Identity_5)Hˇêßπﬂá’¡
block0/layer2/Conv2D_20Õëßπﬂá’ (:31¬ó¶"–∫µìÄºµìcpu ‰0∆ó•Àç‡:3/¡¯›"‡Ë±_ÄÍ±_cpu à0Ü˝“˜è‡B"block0/layer2/Conv2D_20 = Conv2D()H ëßπﬂá’P÷
block0/layer2/Cast_25ãíßπﬂá’ o(p:#!
ˆ"ÿÄcpu Ç0ÜÉ∂ıÖ‡:.*
¥Ô"∞êÄícpu ≥(0ß˜°Ïâ‡BNblock0/layer2/Cast_25 = Cast(block0/layer0/Cast_3:1, block0/layer0/Identity_5)Hàíßπﬂá’Pπ
block0/layer3/Softmax_30Ëíßπﬂá’ N(O2<
cpuèŸèŸ «¨(ˆ¯π˚2Ëíßπﬂá’èŸ2∑ìßπﬂá’π”¸ˇˇˇˇˇˇ:%#€"ÏÄcpu ï(0ú⁄‡˙á‡:%!	Û"ÃÄcpu ∞0∫µ—ËÜ‡Bwblock0/layer3/Softmax_30 = Softmax(block0/layer1/BiasAdd_17, block0/layer2/Conv2D_20:1, block0/layer0/FusedBatchNorm_0)HÂíßπﬂá’P≤
block0/layer3/MatMul_35∏ìßπﬂá’ x(y:*(

¯Ò"‡≥-Ä¥-cpu ò0≠Æ∏à‡BQblock0/layer3/MatMul_35 = MatMul(block0/layer0/Identity_5, block0/layer2/Relu_24)Hµìßπﬂá’P
ÿ2
,/job:localhost/replica:0/task:0/device:GPU:0Ç
block0/layer0/Add_1—éßπﬂá’ ü(†:20

Âº" ∞°Ä¢	GPU_0_bfc ˛(0Ò∑Ì¸Ä‡Bblock0/layer0/Add_1 = Add()HŒéßπﬂá’Pj
block0/layer0/MatMul_2ˆéßπﬂá’ √(ƒB4block0/layer0/MatMul_2 = MatMul(block0/layer0/Add_1)HÛéßπﬂá’Pé
block0/layer0/Cast_3˚éßπﬂá’ ( 2B
	GPU_0_bfcœ˝	œ˝	 Á˛(“≥‘˝2˚éßπﬂá’œ˝	2õèßπﬂá’ôÅ˚ˇˇˇˇˇˇ:)'‹"
Ä	GPU_0_bfc Ω0ê∫åπã‡:84ïP" Ä¯ﬁÄ¯ﬁ	GPU_0_bfc æ0ìúàæå‡B3block0/layer0/Cast_3 = Cast(block0/layer0/MatMul_2)H¯éßπﬂá’PÏ
block0/layer0/Softmax_4ßèßπﬂá’ (:97Í¯±""¿ÕëjÄŒëj	GPU_0_bfc °(0Ôø¢çÉ‡:+'ª"ÏÄ	GPU_0_bfc Ö0ÊÚÜ™ã‡BOblock0/layer0/Softmax_4 = Softmax(block0/layer0/MatMul_2, block0/layer0/Cast_3)H§èßπﬂá’P⁄
block0/layer0/Conv2D_6◊èßπﬂá’ _(`2F
cuda_host_bfc∂®?∂®? õ‘(æÏ¸Ò2◊èßπﬂá’∂®?2∑êßπﬂá’Â´‡ˇˇˇˇˇˇ:;9º…˛"$†ñû+Äòû+cuda_host_bfc õ0ΩÀ›©ç‡B!block0/layer0/Conv2D_6 = Conv2D()H‘èßπﬂá’Pä
block0/layer0/Softmax_7·èßπﬂá’ ?(@:20

≥ç" ‹îÄñ	GPU_0_bfc º(0èä∑Õã‡B#block0/layer0/Softmax_7 = Softmax()Hﬁèßπﬂá’Î
block0/layer0/Mul_8Îèßπﬂá’ ã(å:53
®o" †ëçÄíç	GPU_0_bfc ı0Ò«à¶É‡:95	ÇâÚ" ê†úÄ¢ú	GPU_0_bfc £0Ä˝∆€ã‡BFblock0/layer0/Mul_8 = Mul(block0/layer0/Add_1, block0/layer0/Conv2D_6)HËèßπﬂá’Pı
block0/layer0/Softmax_9Èèßπﬂá’ ±(≤2F
cuda_host_bfc—÷ —÷  ®´(ß˛ëﬁ2Èèßπﬂá’—÷ 2õëßπﬂá’ÿ‘Ôˇˇˇˇˇˇ:97“lú"#ÄÂ◊ÄÊ◊cuda_host_bfc P0Ú£Ï¨Ñ‡B;block0/layer0/Softmax_9 = Softmax(block0/layer0/Identity_5)HÊèßπﬂá’Pú
block0/layer1/Const_11¢êßπﬂá’ ¨(≠:0.
Ó±"∏îÄñ	GPU_0_bfc ç0≥´Öˆã‡B4block0/layer1/Const_11 = Const(block0/layer1/Add_10)Hüêßπﬂá’PÄ
block0/layer1/Add_12µêßπﬂá’ f(g2E
cuda_host_bfc¸ˆ¸ˆ æ˚(™≥–B2µêßπﬂá’¸ˆ2úëßπﬂá’¬ÑÚˇˇˇˇˇˇ:/-	Ô""ºÄcuda_host_bfc ˙(0∆Úƒ∂É‡:84	
¢Á"$∏—$Ä“$cuda_host_bfc ¬(0·›ªûÑ‡Bblock0/layer1/Add_12 = Add()H≤êßπﬂá’P∂
block0/layer1/Mul_13«êßπﬂá’ Ø(∞:64»°6" ¿Ò«ÄÚ«	GPU_0_bfc “0ÓπîˆÇ‡:,(N"∏Ä	GPU_0_bfc ¨(0å„ÊÊá‡Bblock0/layer1/Mul_13 = Mul()Hƒêßπﬂá’PZ
block0/layer1/Softmax_14Âêßπﬂá’ A(BB$block0/layer1/Softmax_14 = Softmax()H‚êßπﬂá’Pn
block0/layer1/Softmax_16ˇêßπﬂá’ S(TB8block0/layer1/Softmax_16 = Softmax(block0/layer1/Add_10)H¸êßπﬂá’Pã
block0/layer1/BiasAdd_17Åëßπﬂá’ c(dBUblock0/layer1/BiasAdd_17 = BiasAdd(block0/layer0/Softmax_9, block0/layer1/Reshape_15)H˛êßπﬂá’P˘
block0/layer1/Identity_18ãëßπﬂá’ í(ì2A
	GPU_0_bfc„‡)„‡) ±(„ÿ¡e2ãëßπﬂá’„‡)2ûíßπﬂá’œèÎˇˇˇˇˇˇ:)'	"DÄ	GPU_0_bfc ñ(0Øç–¬Ü‡:*&)"§Ä	GPU_0_bfc Ä0¬°ÄÄá‡B&block0/layer1/Identity_18 = Identity()Hàëßπﬂá’P|
block0/layer1/Sum_19íëßπﬂá’ x(yBJblock0/layer1/Sum_19 = Sum(block0/layer0/Mul_8, block0/layer1/Identity_18)Hèëßπﬂá’PÁ
block0/layer2/Const_21Ωëßπﬂá’ ó(ò2F
cuda_host_bfc·µ·µ ⁄(¥∫ê®2Ωëßπﬂá’·µ2’íßπﬂá’ê•ˇˇˇˇˇˇ:42
Ï∫""‡£'Ä§'cuda_host_bfc ≤0ØéÃÀÅ‡B3block0/layer2/Const_21 = Const(block0/layer0/Mul_8)H∫ëßπﬂá’PÍ
block0/layer2/Softmax_22πëßπﬂá’ b(c:-+
Ò" ƒÄcuda_host_bfc ƒ0¸ßÇúÖ‡:.*¡"ÑÄcuda_host_bfc &0Ï¥¿˜å‡BUblock0/layer2/Softmax_22 = Softmax(block0/layer0/Softmax_4, block0/layer0/Identity_5)H∂ëßπﬂá’Pó
block0/layer2/Sum_23’ëßπﬂá’ 5(6Beblock0/layer2/Sum_23 = Sum(block0/layer2/Conv2D_20, block0/layer0/MatMul_2, block0/layer1/Softmax_14)H“ëßπﬂá’Põ
block0/layer2/Relu_24Èëßπﬂá’ ç(é2F
cuda_host_bfcÑäÑä ÇÖ(ÓÛ˙ë2Èëßπﬂá’Ñä2˜íßπﬂá’˛˙ÒˇˇˇˇˇˇBblock0/layer2/Relu_24 = Relu()HÊëßπﬂá’P´
block0/layer2/Mul_26ßíßπﬂá’ (:+)
Ë"†Ä	GPU_0_bfc ’(0úúÃˇä‡BLblock0/layer2/Mul_26 = Mul(block0/layer2/Conv2D_20, block0/layer2/Conv2D_20)H§íßπﬂá’Pù
block0/layer2/Identity_27∑íßπﬂá’ ,(-2B
	GPU_0_bfc¢Õ¢Õ —Ê(è˘û√2∑íßπﬂá’¢Õ2‰íßπﬂá’Øô˝ˇˇˇˇˇˇ:0.
ˆÕ"¯ˇÄÄ	GPU_0_bfc ˘0ìÒ’Òç‡Bpblock0/layer2/Identity_27 = Identity(block0/layer1/Softmax_16, block0/layer2/Softmax_22, block0/layer0/Conv2D_6)H¥íßπﬂá’P∑
block0/layer2/Const_28øíßπﬂá’ 6(7:31	s£""‰…Ä cuda_host_bfc ç0Ï•Ωåä‡BNblock0/layer2/Const_28 = Const(block0/layer2/Const_21, block0/layer0/MatMul_2)Hºíßπﬂá’Po
block0/layer2/FusedBatchNorm_29ﬂíßπﬂá’ X(YB2block0/layer2/FusedBatchNorm_29 = FusedBatchNorm()H‹íßπﬂá’PÄ
block0/layer3/Cast_31ˆíßπﬂá’ T(U:/-	€""Ï
Äcuda_host_bfc —(0ÙöπèÅ‡:1-¯""‡Äcuda_host_bfc ®(0ƒƒçˆà‡Biblock0/layer3/Cast_31 = Cast(block0/layer2/Const_21, block0/layer1/Identity_18, block0/layer3/Softmax_30)HÛíßπﬂá’Pé
block0/layer3/Mul_32ñìßπﬂá’ (:42	êK"#¿—Ä“cuda_host_bfc o(0‹À¿Êç‡:<8≥ä1"$¯êŒÄíŒcuda_host_bfc ™0˚Ûœ≤ã‡Bjblock0/layer3/Mul_32 = Mul(block0/layer0/FusedBatchNorm_0, block0/layer2/Mul_26, block0/layer2/Softmax_22)Hììßπﬂá’∑
block0/layer3/MatMul_33¥ìßπﬂá’ ¨(≠2F
cuda_host_bfcîΩ,îΩ,  û(â˚≥º2¥ìßπﬂá’îΩ,2·îßπﬂá’∂·Èˇˇˇˇˇˇ:.,8""‡Äcuda_host_bfc Â(0ª«‡®è‡:84
áı"$Ãï Äñ cuda_host_bfc ä(0•Ò˛òÖ‡BNblock0/layer3/MatMul_33 = MatMul(block0/layer0/Cast_3, block0/layer1/Const_11)H±ìßπﬂá’P}
block0/layer3/Sum_34¡ìßπﬂá’ ¡(¬:+)	"tÄcuda_host_bfc Ë0≠àæëç‡Bblock0/layer3/Sum_34 = Sum()Hæìßπﬂá’På
block0/layer3/Const_36“ìßπﬂá’ ¶(ß2A
	GPU_0_bfc¢®¢® ë‘(™ÇŸ2“ìßπﬂá’¢®2˘îßπﬂá’Ô´Úˇˇˇˇˇˇ:97à´˙""¿∑ÿÄ∏ÿ	GPU_0_bfc ®(0ê≤≤®ç‡BXblock0/layer3/Const_36 = Const(block0/layer0/FusedBatchNorm_0, block0/layer1/BiasAdd_17)Hœìßπﬂá’P«
block0/layer3/Const_37Ôìßπﬂá’ 4(5:*(	å"∞Ä	GPU_0_bfc ((0Ω€Ä˙Ö‡Bgblock0/layer3/Const_37 = Const(block0/layer1/Softmax_16, block0/layer2/Cast_25, block0/layer0/Conv2D_6)HÏìßπﬂá’P˝
block0/layer3/MatMul_38Çîßπﬂá’ (:0.
¥¡"–≈Ä∆	GPU_0_bfc ˜0Í”Á»à‡:*&
π"‰	Ä
	GPU_0_bfc {0Ë‹û·è‡Bjblock0/layer3/MatMul_38 = MatMul(block0/layer3/Const_37, block0/layer0/Softmax_4, block0/layer0/Softmax_7)Hˇìßπﬂá’Pâ
block0/layer3/BiasAdd_39ôîßπﬂá’ 3(42B
	GPU_0_bfcÖ⁄,Ö⁄, Ç≠(ˇ‘¸‡2ôîßπﬂá’Ö⁄,2Õîßπﬂá’˛“Èˇˇˇˇˇˇ:75}©7""Ã¿ÚÄ¬Ú	GPU_0_bfc ﬁ(0ê¥ì¡Ä‡:2.
åó"–îÄñ	GPU_0_bfc Ö0˛˚æ¯ç‡B$block0/layer3/BiasAdd_39 = BiasAdd()Hñîßπﬂá’
ß
/device:GPU:0/stream:all[
block0/layer0/Add_1:AddÄêßπﬂá’ (B(kernel_4 @@block0/layer0/Add_1:Add#id=1#H˝èßπﬂá’g
block0/layer0/MatMul_2:MatMulŒêßπﬂá’ {(|B.kernel_4 @@block0/layer0/MatMul_2:MatMul#id=2#HÀêßπﬂá’g
block0/layer0/MatMul_2:MatMul¿êßπﬂá’ O(PB.kernel_3 @@block0/layer0/MatMul_2:MatMul#id=2#HΩêßπﬂá’m
block0/layer0/Softmax_4:Softmax–èßπﬂá’ ø(¿B0kernel_1 @@block0/layer0/Softmax_4:Softmax#id=4#HÕèßπﬂá’k
block0/layer0/Softmax_4:Softmax”èßπﬂá’ i(jB0kernel_2 @@block0/layer0/Softmax_4:Softmax#id=4#H–èßπﬂá’i
block0/layer0/Conv2D_6:Conv2D êßπﬂá’ §(•B.kernel_6 @@block0/layer0/Conv2D_6:Conv2D#id=6#H«êßπﬂá’C
block0/layer0/Conv2D_6:Conv2DÀêßπﬂá’ œ(–Bkernel_0H»êßπﬂá’[
block0/layer0/Mul_8:Muláëßπﬂá’ S(TB(kernel_7 @@block0/layer0/Mul_8:Mul#id=8#HÑëßπﬂá’h
block0/layer1/Const_11:Const˛ëßπﬂá’ è(êB.kernel_2 @@block0/layer1/Const_11:Const#id=11#H˚ëßπﬂá’h
block0/layer1/Const_11:ConstÎëßπﬂá’ Ô(B.kernel_4 @@block0/layer1/Const_11:Const#id=11#HËëßπﬂá’`
block0/layer1/Mul_13:Mul®íßπﬂá’ ñ(óB*kernel_1 @@block0/layer1/Mul_13:Mul#id=13#H•íßπﬂá’p
 block0/layer1/Softmax_16:SoftmaxÁëßπﬂá’ Ü(áB2kernel_7 @@block0/layer1/Softmax_16:Softmax#id=16#H‰ëßπﬂá’n
 block0/layer1/Softmax_16:Softmaxıëßπﬂá’ (B2kernel_3 @@block0/layer1/Softmax_16:Softmax#id=16#HÚëßπﬂá’p
 block0/layer1/BiasAdd_17:BiasAddÓëßπﬂá’ è(êB2kernel_4 @@block0/layer1/BiasAdd_17:BiasAdd#id=17#HÎëßπﬂá’r
"block0/layer1/Identity_18:Identityøíßπﬂá’ (B4kernel_6 @@block0/layer1/Identity_18:Identity#id=18#Hºíßπﬂá’r
"block0/layer1/Identity_18:Identity¨íßπﬂá’ 6(7B4kernel_8 @@block0/layer1/Identity_18:Identity#id=18#H©íßπﬂá’^
block0/layer1/Sum_19:Sum∫íßπﬂá’ H(IB*kernel_5 @@block0/layer1/Sum_19:Sum#id=19#H∑íßπﬂá’n
 block0/layer2/Softmax_22:Softmaxùíßπﬂá’ }(~B2kernel_3 @@block0/layer2/Softmax_22:Softmax#id=22#Höíßπﬂá’d
block0/layer2/Relu_24:Reluèìßπﬂá’ ´(¨B,kernel_4 @@block0/layer2/Relu_24:Relu#id=24#Håìßπﬂá’@
block0/layer2/Relu_24:Reluõìßπﬂá’ Ä(ÅBkernel_7Hòìßπﬂá’`
block0/layer2/Mul_26:Mul íßπﬂá’ à(âB*kernel_5 @@block0/layer2/Mul_26:Mul#id=26#H«íßπﬂá’t
"block0/layer2/Identity_27:IdentityÁíßπﬂá’ ê(ëB4kernel_6 @@block0/layer2/Identity_27:Identity#id=27#H‰íßπﬂá’h
block0/layer2/Const_28:Const†ìßπﬂá’ Ä(ÅB.kernel_0 @@block0/layer2/Const_28:Const#id=28#Hùìßπﬂá’f
block0/layer2/Const_28:Const˜íßπﬂá’ ;(<B.kernel_0 @@block0/layer2/Const_28:Const#id=28#HÙíßπﬂá’T
.block0/layer2/FusedBatchNorm_29:FusedBatchNorm∫ìßπﬂá’ ê(ëBkernel_1H∑ìßπﬂá’ä
.block0/layer2/FusedBatchNorm_29:FusedBatchNorm¡ìßπﬂá’ ( B@kernel_4 @@block0/layer2/FusedBatchNorm_29:FusedBatchNorm#id=29#Hæìßπﬂá’d
block0/layer3/Cast_31:Cast“ìßπﬂá’ æ(øB,kernel_3 @@block0/layer3/Cast_31:Cast#id=31#Hœìßπﬂá’b
block0/layer3/Cast_31:CastÚìßπﬂá’ (B,kernel_6 @@block0/layer3/Cast_31:Cast#id=31#HÔìßπﬂá’>
block0/layer3/Mul_32:Mul»ìßπﬂá’ Û(ÙBkernel_4H≈ìßπﬂá’`
block0/layer3/Mul_32:Mul∂ìßπﬂá’ ﬁ(ﬂB*kernel_6 @@block0/layer3/Mul_32:Mul#id=32#H≥ìßπﬂá’l
block0/layer3/MatMul_33:MatMulÚîßπﬂá’ ú(ùB0kernel_8 @@block0/layer3/MatMul_33:MatMul#id=33#HÔîßπﬂá’<
block0/layer3/Sum_34:Sumâïßπﬂá’ U(VBkernel_0HÜïßπﬂá’`
block0/layer3/Sum_34:Sumöïßπﬂá’ ‘(’B*kernel_2 @@block0/layer3/Sum_34:Sum#id=34#Hóïßπﬂá’@
block0/layer3/Const_36:Constïïßπﬂá’ (Bkernel_8Híïßπﬂá’f
block0/layer3/Const_37:Const–îßπﬂá’ (B.kernel_0 @@block0/layer3/Const_37:Const#id=37#HÕîßπﬂá’h
block0/layer3/Const_37:Const¿îßπﬂá’ í(ìB.kernel_0 @@block0/layer3/Const_37:Const#id=37#HΩîßπﬂá’n
 block0/layer3/BiasAdd_39:BiasAdd‹îßπﬂá’ (B2kernel_6 @@block0/layer3/BiasAdd_39:BiasAdd#id=39#HŸîßπﬂá’
ô
/device:GPU:0/stream:14[
block0/layer0/Add_1:AddÄêßπﬂá’ (B(kernel_4 @@block0/layer0/Add_1:Add#id=1#H˝èßπﬂá’g
block0/layer0/MatMul_2:MatMul¿êßπﬂá’ O(PB.kernel_3 @@block0/layer0/MatMul_2:MatMul#id=2#HΩêßπﬂá’m
block0/layer0/Softmax_4:Softmax–èßπﬂá’ ø(¿B0kernel_1 @@block0/layer0/Softmax_4:Softmax#id=4#HÕèßπﬂá’p
 block0/layer1/Softmax_16:SoftmaxÁëßπﬂá’ Ü(áB2kernel_7 @@block0/layer1/Softmax_16:Softmax#id=16#H‰ëßπﬂá’n
 block0/layer1/Softmax_16:Softmaxıëßπﬂá’ (B2kernel_3 @@block0/layer1/Softmax_16:Softmax#id=16#HÚëßπﬂá’p
 block0/layer1/BiasAdd_17:BiasAddÓëßπﬂá’ è(êB2kernel_4 @@block0/layer1/BiasAdd_17:BiasAdd#id=17#HÎëßπﬂá’r
"block0/layer1/Identity_18:Identityøíßπﬂá’ (B4kernel_6 @@block0/layer1/Identity_18:Identity#id=18#Hºíßπﬂá’^
block0/layer1/Sum_19:Sum∫íßπﬂá’ H(IB*kernel_5 @@block0/layer1/Sum_19:Sum#id=19#H∑íßπﬂá’n
 block0/layer2/Softmax_22:Softmaxùíßπﬂá’ }(~B2kernel_3 @@block0/layer2/Softmax_22:Softmax#id=22#Höíßπﬂá’`
block0/layer2/Mul_26:Mul íßπﬂá’ à(âB*kernel_5 @@block0/layer2/Mul_26:Mul#id=26#H«íßπﬂá’h
block0/layer2/Const_28:Const†ìßπﬂá’ Ä(ÅB.kernel_0 @@block0/layer2/Const_28:Const#id=28#Hùìßπﬂá’T
.block0/layer2/FusedBatchNorm_29:FusedBatchNorm∫ìßπﬂá’ ê(ëBkernel_1H∑ìßπﬂá’ä
.block0/layer2/FusedBatchNorm_29:FusedBatchNorm¡ìßπﬂá’ ( B@kernel_4 @@block0/layer2/FusedBatchNorm_29:FusedBatchNorm#id=29#Hæìßπﬂá’d
block0/layer3/Cast_31:Cast“ìßπﬂá’ æ(øB,kernel_3 @@block0/layer3/Cast_31:Cast#id=31#Hœìßπﬂá’b
block0/layer3/Cast_31:CastÚìßπﬂá’ (B,kernel_6 @@block0/layer3/Cast_31:Cast#id=31#HÔìßπﬂá’l
block0/layer3/MatMul_33:MatMulÚîßπﬂá’ ú(ùB0kernel_8 @@block0/layer3/MatMul_33:MatMul#id=33#HÔîßπﬂá’<
block0/layer3/Sum_34:Sumâïßπﬂá’ U(VBkernel_0HÜïßπﬂá’`
block0/layer3/Sum_34:Sumöïßπﬂá’ ‘(’B*kernel_2 @@block0/layer3/Sum_34:Sum#id=34#Hóïßπﬂá’@
block0/layer3/Const_36:Constïïßπﬂá’ (Bkernel_8Híïßπﬂá’h
block0/layer3/Const_37:Const¿îßπﬂá’ í(ìB.kernel_0 @@block0/layer3/Const_37:Const#id=37#HΩîßπﬂá’
≈
6/job:localhost/replica:0/task:0/device:GPU:0/stream:15g
block0/layer0/MatMul_2:MatMulŒêßπﬂá’ {(|B.kernel_4 @@block0/layer0/MatMul_2:MatMul#id=2#HÀêßπﬂá’k
block0/layer0/Softmax_4:Softmax”èßπﬂá’ i(jB0kernel_2 @@block0/layer0/Softmax_4:Softmax#id=4#H–èßπﬂá’i
block0/layer0/Conv2D_6:Conv2D êßπﬂá’ §(•B.kernel_6 @@block0/layer0/Conv2D_6:Conv2D#id=6#H«êßπﬂá’C
block0/layer0/Conv2D_6:Conv2DÀêßπﬂá’ œ(–Bkernel_0H»êßπﬂá’[
block0/layer0/Mul_8:Muláëßπﬂá’ S(TB(kernel_7 @@block0/layer0/Mul_8:Mul#id=8#HÑëßπﬂá’h
block0/layer1/Const_11:Const˛ëßπﬂá’ è(êB.kernel_2 @@block0/layer1/Const_11:Const#id=11#H˚ëßπﬂá’h
block0/layer1/Const_11:ConstÎëßπﬂá’ Ô(B.kernel_4 @@block0/layer1/Const_11:Const#id=11#HËëßπﬂá’`
block0/layer1/Mul_13:Mul®íßπﬂá’ ñ(óB*kernel_1 @@block0/layer1/Mul_13:Mul#id=13#H•íßπﬂá’r
"block0/layer1/Identity_18:Identity¨íßπﬂá’ 6(7B4kernel_8 @@block0/layer1/Identity_18:Identity#id=18#H©íßπﬂá’d
block0/layer2/Relu_24:Reluèìßπﬂá’ ´(¨B,kernel_4 @@block0/layer2/Relu_24:Relu#id=24#Håìßπﬂá’@
block0/layer2/Relu_24:Reluõìßπﬂá’ Ä(ÅBkernel_7Hòìßπﬂá’t
"block0/layer2/Identity_27:IdentityÁíßπﬂá’ ê(ëB4kernel_6 @@block0/layer2/Identity_27:Identity#id=27#H‰íßπﬂá’f
block0/layer2/Const_28:Const˜íßπﬂá’ ;(<B.kernel_0 @@block0/layer2/Const_28:Const#id=28#HÙíßπﬂá’>
block0/layer3/Mul_32:Mul»ìßπﬂá’ Û(ÙBkernel_4H≈ìßπﬂá’`
block0/layer3/Mul_32:Mul∂ìßπﬂá’ ﬁ(ﬂB*kernel_6 @@block0/layer3/Mul_32:Mul#id=32#H≥ìßπﬂá’f
block0/layer3/Const_37:Const–îßπﬂá’ (B.kernel_0 @@block0/layer3/Const_37:Const#id=37#HÕîßπﬂá’n
 block0/layer3/BiasAdd_39:BiasAdd‹îßπﬂá’ (B2kernel_6 @@block0/layer3/BiasAdd_39:BiasAdd#id=39#HŸîßπﬂá’
Ü
/device:GPU:0/memcpyX
edge_1_Add:MEMCPYHtoD—éßπﬂá’ (B'MEMCPYHtoD 400 bytes (Pinned to Device)HŒéßπﬂá’[
edge_6_Conv2D:MEMCPYHtoD◊èßπﬂá’ (B'MEMCPYHtoD 400 bytes (Pinned to Device)H‘èßπﬂá’Y
edge_13_Mul:MEMCPYHtoD«êßπﬂá’ (B'MEMCPYHtoD 400 bytes (Pinned to Device)Hƒêßπﬂá’^
edge_18_Identity:MEMCPYHtoDãëßπﬂá’ (B'MEMCPYHtoD 400 bytes (Pinned to Device)Hàëßπﬂá’]
edge_22_Softmax:MEMCPYHtoDπëßπﬂá’ (B'MEMCPYHtoD 400 bytes (Pinned to Device)H∂ëßπﬂá’d
!edge_29_FusedBatchNorm:MEMCPYHtoDﬂíßπﬂá’ (B'MEMCPYHtoD 400 bytes (Pinned to Device)H‹íßπﬂá’\
edge_33_MatMul:MEMCPYHtoD¥ìßπﬂá’ 
(B'MEMCPYHtoD 400 bytes (Pinned to Device)H±ìßπﬂá’Y
edge_34_Sum:MEMCPYHtoD¡ìßπﬂá’ 
(B'MEMCPYHtoD 400 bytes (Pinned to Device)Hæìßπﬂá’çq
äq
ú
,/job:localhost/replica:0/task:0/device:CPU:0‹
block0/layer0/Mul_0Ñúßπﬂá’ ö(õ2<
cpuá√á√ √·(‰´ÔÉ2Ñúßπﬂá’á√2üùßπﬂá’Ωû˙ˇˇˇˇˇˇ:)'	˘"‘…Ä cpu Ü0ÆåßæÖ‡:%!ü"¸Äcpu ˚0éâÌ›Å‡Bblock0/layer0/Mul_0 = Mul()HÅúßπﬂá’
block0/layer0/Softmax_5—úßπﬂá’ P(QBLblock0/layer0/Softmax_5 = Softmax(block0/layer0/Mul_1, block0/layer0/Cast_4)HŒúßπﬂá’»
block0/layer1/BiasAdd_10„ùßπﬂá’ ô(ö:&$8"ÄÄcpu ª0ãÿá¢Ä‡Bjblock0/layer1/BiasAdd_10 = BiasAdd(block0/layer0/Softmax_9, block0/layer0/Cast_4, block0/layer0/Softmax_5)H‡ùßπﬂá’∑
block0/layer1/BiasAdd_15÷ûßπﬂá’ +(,2;
cpu•à>•à> íÑ(çáƒS2÷ûßπﬂá’•à>2Çüßπﬂá’Ó˚‡ˇˇˇˇˇˇ:.,
ﬁê"Äı$Äˆ$cpu ∏0åÄ‰∞â‡:'#Ô"ºÄcpu ∏(0ΩÿÓ…á‡Bkblock0/layer1/BiasAdd_15 = BiasAdd(block0/layer0/Reshape_2, block0/layer0/Mul_0, block0/layer0/Softmax_9:1)H”ûßπﬂá’Pï
block0/layer2/Cast_20≤üßπﬂá’ ü(†:,*
¶˘"ÿªÄºcpu †(0‚âá¢Ñ‡B2block0/layer2/Cast_20 = Cast(block0/layer1/Mul_14)HØüßπﬂá’Pô
block0/layer2/Reshape_25Úüßπﬂá’ ™(´:%#¢"àÄcpu ñ(0ÔÑÖ¥ä‡B:block0/layer2/Reshape_25 = Reshape(block0/layer0/Cast_4:1)HÔüßπﬂá’PÆ
block0/layer3/Softmax_30ƒ†ßπﬂá’ ©(™2<
cpuä¶ä¶ Ö”(åƒˆË2ƒ†ßπﬂá’ä¶2Ó°ßπﬂá’˚¨¸ˇˇˇˇˇˇB8block0/layer3/Softmax_30 = Softmax(block0/layer2/Add_23)H¡†ßπﬂá’P°
block0/layer3/Identity_35†ßπﬂá’ ±(≤Bhblock0/layer3/Identity_35 = Identity(block0/layer0/Cast_4, block0/layer2/MatMul_28, block0/layer0/Mul_1)HÌ†ßπﬂá’P
Á/
,/job:localhost/replica:0/task:0/device:GPU:0ª
block0/layer0/Mul_1íúßπﬂá’ [(\:.,V""ÿÄcuda_host_bfc ®(0ë´‰…Ñ‡BZblock0/layer0/Mul_1 = Mul(block0/layer0/Mul_0, block0/layer0/Mul_0, block0/layer0/Mul_0:1)Hèúßπﬂá’P»
block0/layer0/Reshape_2ïúßπﬂá’ ä(ã:/-	ô"∏èÄê	GPU_0_bfc Ÿ0„ÀŸÂÅ‡B`block0/layer0/Reshape_2 = Reshape(block0/layer0/Mul_0, block0/layer0/Mul_1, block0/layer0/Mul_1)Híúßπﬂá’P∂
block0/layer0/MatMul_3∑úßπﬂá’ ∂(∑2F
cuda_host_bfc·¨#·¨# ∞÷(≠üÍƒ2∑úßπﬂá’·¨#2Óùßπﬂá’–©ÓˇˇˇˇˇˇB8block0/layer0/MatMul_3 = MatMul(block0/layer0/Reshape_2)H¥úßπﬂá’PÚ
block0/layer0/Cast_4ªúßπﬂá’ æ(ø:75–Çâ" Ä˝ﬁ Ä˛ﬁ 	GPU_0_bfc à0‚∑Ü¿â‡:;7÷ºé""¿Ò”7ÄÚ”7	GPU_0_bfc ∞(0∆˜æíä‡BHblock0/layer0/Cast_4 = Cast(block0/layer0/Mul_0, block0/layer0/MatMul_3)H∏úßπﬂá’P£
block0/layer0/Add_6Áúßπﬂá’ "(#2B
	GPU_0_bfcçáçá ∆É(™¸µ˜2Áúßπﬂá’çá2äùßπﬂá’∫¸ˇˇˇˇˇˇ:75Î≈Ô" ‰ù±oÄû±o	GPU_0_bfc ·0‡íÏûè‡:*&="ÙÄ	GPU_0_bfc ﬂ0‚Ô˘äÑ‡BIblock0/layer0/Add_6 = Add(block0/layer0/MatMul_3, block0/layer0/MatMul_3)H‰úßπﬂá’Pà
block0/layer0/Mul_7ãùßπﬂá’ æ(ø:86t¸á""¿∫ÊÄºÊ	GPU_0_bfc á(0ôç‘Õä‡Bblock0/layer0/Mul_7 = Mul()Hàùßπﬂá’P∫
block0/layer0/Cast_8îùßπﬂá’ ~(:=;ì…À"&‰˛É#ÄÄÑ#cuda_host_bfc ƒ(0˙´åøÑ‡BKblock0/layer0/Cast_8 = Cast(block0/layer0/MatMul_3, block0/layer0/Cast_4:1)Hëùßπﬂá’ì
block0/layer0/Softmax_9¿ùßπﬂá’ (2A
	GPU_0_bfcâ˙â˙ Ñ˝	(ìçœL2¿ùßπﬂá’â˙2Ãùßπﬂá’¸Çˆˇˇˇˇˇˇ:.,	<∞"Ä∫Ä∫	GPU_0_bfc ;0∂‰◊ﬂÉ‡:1-	{ã"§ñÄò	GPU_0_bfc ˝0·®Ç˝Ö‡B:block0/layer0/Softmax_9 = Softmax(block0/layer0/Reshape_2)HΩùßπﬂá’Ñ
block0/layer1/FusedBatchNorm_11Óùßπﬂá’ f(gBIblock0/layer1/FusedBatchNorm_11 = FusedBatchNorm(block0/layer0/Reshape_2)HÎùßπﬂá’å
block0/layer1/Conv2D_12èûßπﬂá’ ä(ã2F
cuda_host_bfcΩèΩè ﬁ«	(í£ªÔ2èûßπﬂá’Ωè2öüßπﬂá’¢∏ˆˇˇˇˇˇˇ:20
	˘["!å∞Ä≤cuda_host_bfc 0ÅòË∞è‡:51	*™""êáÄàcuda_host_bfc µ0¡º≥˜ã‡B"block0/layer1/Conv2D_12 = Conv2D()Håûßπﬂá’Pá
block0/layer1/Conv2D_13óûßπﬂá’ V(WBRblock0/layer1/Conv2D_13 = Conv2D(block0/layer0/Softmax_5, block0/layer0/Softmax_5)Hîûßπﬂá’Pó
block0/layer1/Mul_14ºûßπﬂá’ (:0.
Ì‹"∞Ò)ÄÚ)	GPU_0_bfc â0◊Ø÷ﬂå‡B3block0/layer1/Mul_14 = Mul(block0/layer0/Softmax_5)Hπûßπﬂá’Pm
block0/layer1/Conv2D_16ÿûßπﬂá’ ≠(ÆB6block0/layer1/Conv2D_16 = Conv2D(block0/layer0/Cast_4)H’ûßπﬂá’P´
block0/layer1/Softmax_17˚ûßπﬂá’ f(gBublock0/layer1/Softmax_17 = Softmax(block0/layer1/FusedBatchNorm_11, block0/layer1/BiasAdd_15, block0/layer0/MatMul_3)H¯ûßπﬂá’P∫
block0/layer1/Softmax_18êüßπﬂá’ (2F
cuda_host_bfcû€û€ œ≠
(•‡¥˛2êüßπﬂá’û€2úüßπﬂá’±“ıˇˇˇˇˇˇ:53	=µ"$ÑÕÄŒcuda_host_bfc ˙(0ò∂ó˜é‡:1-
Ñ""êÄcuda_host_bfc ê(0≈õÇâÜ‡BRblock0/layer1/Softmax_18 = Softmax(block0/layer1/BiasAdd_15, block0/layer0/Cast_4)Hçüßπﬂá’P¶
block0/layer1/Mul_19Åüßπﬂá’ U(V:'%*"®Ä	GPU_0_bfc 0û‰Ú∂à‡BKblock0/layer1/Mul_19 = Mul(block0/layer0/MatMul_3, block0/layer0/Softmax_5)H˛ûßπﬂá’P 
block0/layer2/BiasAdd_21πüßπﬂá’ 6(72A
	GPU_0_bfc¶„$¶„$ ”±(ÂÙøn2πüßπﬂá’¶„$2üßπﬂá’≠ŒÌˇˇˇˇˇˇ:+)"¿Ä	GPU_0_bfc ú(0Ç§Ê°ã‡B$block0/layer2/BiasAdd_21 = BiasAdd()H∂üßπﬂá’Pà
block0/layer2/FusedBatchNorm_22Àüßπﬂá’ ó(òBIblock0/layer2/FusedBatchNorm_22 = FusedBatchNorm(block0/layer1/Conv2D_16)H»üßπﬂá’PÜ
block0/layer2/Add_23”üßπﬂá’ (::8ZÚü"$∞ãΩ#ÄåΩ#cuda_host_bfc ”0≈∏íêä‡Bblock0/layer2/Add_23 = Add()H–üßπﬂá’Ω
block0/layer2/Identity_24›üßπﬂá’ (2F
cuda_host_bfc˚Æ˚Æ Ωó(µÌ£≥2›üßπﬂá’˚Æ2Ûüßπﬂá’√ËˇˇˇˇˇˇB>block0/layer2/Identity_24 = Identity(block0/layer2/BiasAdd_21)H⁄üßπﬂá’P˜
block0/layer2/BiasAdd_26ì†ßπﬂá’ z({:75
ÿÚS"!¿¥èÄ∂è	GPU_0_bfc (0êëï€É‡:3/
éà"¿≥Ä¥	GPU_0_bfc I(0ˆµû÷à‡BSblock0/layer2/BiasAdd_26 = BiasAdd(block0/layer2/Reshape_25, block0/layer2/Cast_20)Hê†ßπﬂá’Pò
block0/layer2/Sum_27ß†ßπﬂá’ †(°2F
cuda_host_bfc∫‚?∫‚? ùÒ(¯†ªú2ß†ßπﬂá’∫‚?2»°ßπﬂá’„é‡ˇˇˇˇˇˇBblock0/layer2/Sum_27 = Sum()H§†ßπﬂá’PÈ
block0/layer2/MatMul_28∑†ßπﬂá’ ™(´:0.
ﬁß"»Æ1Ä∞1	GPU_0_bfc ò0Íî∫ìÖ‡:+'Ê"òÄ	GPU_0_bfc Ê0À¿⁄ä‡BSblock0/layer2/MatMul_28 = MatMul(block0/layer1/Conv2D_13, block0/layer2/BiasAdd_26)H¥†ßπﬂá’P˛
block0/layer2/MatMul_29¿†ßπﬂá’ i(j:75	h\""Ä–Ü	Ä–Ü		GPU_0_bfc •(0Ü—√™É‡:)%
G"úÄ	GPU_0_bfc 20»Ôùòè‡Beblock0/layer2/MatMul_29 = MatMul(block0/layer2/Sum_27, block0/layer2/Add_23, block0/layer1/Conv2D_13)HΩ†ßπﬂá’PN
block0/layer3/Mul_31À†ßπﬂá’ >(?Bblock0/layer3/Mul_31 = Mul()H»†ßπﬂá’Px
block0/layer3/Add_32Û†ßπﬂá’ b(cBHblock0/layer3/Add_32 = Add(block0/layer0/Reshape_2, block0/layer0/Mul_0)H†ßπﬂá’°
block0/layer3/MatMul_33Î†ßπﬂá’ ∫(ª2F
cuda_host_bfc‰≠1‰≠1 Ú÷(ÈŒ∆Ñ2Î†ßπﬂá’‰≠12¶¢ßπﬂá’é©ÁˇˇˇˇˇˇB"block0/layer3/MatMul_33 = MatMul()HË†ßπﬂá’PΩ
block0/layer3/Sum_34˛†ßπﬂá’ >(?:53	ÁJ"$òÊÄËcuda_host_bfc Ä(0–…ÓÑå‡:62
óº""ê˜Ä¯cuda_host_bfc ä0ñ…ˆÄâ‡Bblock0/layer3/Sum_34 = Sum()H˚†ßπﬂá’Pˆ
block0/layer3/Sum_36É°ßπﬂá’ d(e2B
	GPU_0_bfc•…,•…, “§(Ã◊¶À2É°ßπﬂá’•…,2Ë°ßπﬂá’Æ€Èˇˇˇˇˇˇ:0.	
È˚"Ã≥!Ä¥!	GPU_0_bfc …0›∏ˇ…å‡BNblock0/layer3/Sum_36 = Sum(block0/layer2/MatMul_28, block0/layer2/MatMul_29:1)HÄ°ßπﬂá’PÉ
block0/layer3/FusedBatchNorm_37†°ßπﬂá’ (BFblock0/layer3/FusedBatchNorm_37 = FusedBatchNorm(block0/layer2/Add_23)Hù°ßπﬂá’Pì
block0/layer3/Mul_38æ°ßπﬂá’ å(ç:-+ã" ¨Äcuda_host_bfc ”0ëì∫ëÇ‡B0block0/layer3/Mul_38 = Mul(block0/layer2/Sum_27)Hª°ßπﬂá’Pÿ
block0/layer3/Relu_39∆°ßπﬂá’ ö(õ2F
cuda_host_bfc·¸8·¸8 ∞æ(˝îÿÅ2∆°ßπﬂá’·¸82·¢ßπﬂá’–¡„ˇˇˇˇˇˇ:;9õ¥˝"$∞†Œ Ä¢Œ cuda_host_bfc ô0≥íó˜Ö‡Bblock0/layer3/Relu_39 = Relu()H√°ßπﬂá’P
π
/device:GPU:0/stream:all]
block0/layer0/Mul_1:Mul˚úßπﬂá’ å(çB(kernel_4 @@block0/layer0/Mul_1:Mul#id=1#H¯úßπﬂá’]
block0/layer0/Mul_1:Mulìùßπﬂá’ ›(ﬁB(kernel_1 @@block0/layer0/Mul_1:Mul#id=1#Hêùßπﬂá’C
block0/layer0/Reshape_2:Reshape†ùßπﬂá’ (Bkernel_2Hùùßπﬂá’E
block0/layer0/Reshape_2:ReshapeÀùßπﬂá’ •(¶Bkernel_6H»ùßπﬂá’g
block0/layer0/MatMul_3:MatMulêûßπﬂá’ V(WB.kernel_4 @@block0/layer0/MatMul_3:MatMul#id=3#Hçûßπﬂá’i
block0/layer0/MatMul_3:MatMulÑûßπﬂá’ ¢(£B.kernel_3 @@block0/layer0/MatMul_3:MatMul#id=3#HÅûßπﬂá’_
block0/layer0/Cast_4:Cast˚ùßπﬂá’  (!B*kernel_6 @@block0/layer0/Cast_4:Cast#id=4#H¯ùßπﬂá’?
block0/layer0/Cast_4:Cast©ûßπﬂá’ ©(™Bkernel_4H¶ûßπﬂá’=
block0/layer0/Add_6:Addäùßπﬂá’ Ü(áBkernel_2Háùßπﬂá’]
block0/layer0/Mul_7:Mul„ûßπﬂá’ ∞(±B(kernel_6 @@block0/layer0/Mul_7:Mul#id=7#H‡ûßπﬂá’[
block0/layer0/Mul_7:Mul˜ûßπﬂá’ 1(2B(kernel_0 @@block0/layer0/Mul_7:Mul#id=7#HÙûßπﬂá’a
block0/layer0/Cast_8:Cast√ûßπﬂá’ ˝(˛B*kernel_1 @@block0/layer0/Cast_8:Cast#id=8#H¿ûßπﬂá’;
block0/layer0/Cast_8:Cast´ûßπﬂá’ (Bkernel_3H®ûßπﬂá’j
block0/layer1/Conv2D_12:Conv2Düüßπﬂá’ .(/B0kernel_3 @@block0/layer1/Conv2D_12:Conv2D#id=12#Húüßπﬂá’l
block0/layer1/Conv2D_13:Conv2Dóüßπﬂá’ ˚(¸B0kernel_3 @@block0/layer1/Conv2D_13:Conv2D#id=13#Hîüßπﬂá’l
block0/layer1/Conv2D_16:Conv2D±†ßπﬂá’ ã(åB0kernel_8 @@block0/layer1/Conv2D_16:Conv2D#id=16#HÆ†ßπﬂá’j
block0/layer1/Conv2D_16:Conv2Dï†ßπﬂá’ ^(_B0kernel_0 @@block0/layer1/Conv2D_16:Conv2D#id=16#Hí†ßπﬂá’F
 block0/layer1/Softmax_17:SoftmaxËüßπﬂá’ Å(ÇBkernel_2HÂüßπﬂá’n
 block0/layer1/Softmax_17:SoftmaxÙüßπﬂá’ '((B2kernel_7 @@block0/layer1/Softmax_17:Softmax#id=17#HÒüßπﬂá’>
block0/layer1/Mul_19:Mul„üßπﬂá’ ê(ëBkernel_7H‡üßπﬂá’^
block0/layer1/Mul_19:MulÁüßπﬂá’ a(bB*kernel_5 @@block0/layer1/Mul_19:Mul#id=19#H‰üßπﬂá’t
"block0/layer2/Identity_24:Identity£†ßπﬂá’ î(ïB4kernel_1 @@block0/layer2/Identity_24:Identity#id=24#H††ßπﬂá’p
 block0/layer2/BiasAdd_26:BiasAdd≠°ßπﬂá’ â(äB2kernel_3 @@block0/layer2/BiasAdd_26:BiasAdd#id=26#H™°ßπﬂá’n
 block0/layer2/BiasAdd_26:BiasAdd≤°ßπﬂá’ [(\B2kernel_4 @@block0/layer2/BiasAdd_26:BiasAdd#id=26#HØ°ßπﬂá’l
block0/layer2/MatMul_29:MatMul™°ßπﬂá’ Á(ËB0kernel_0 @@block0/layer2/MatMul_29:MatMul#id=29#Hß°ßπﬂá’j
block0/layer2/MatMul_29:MatMulŸ°ßπﬂá’ (B0kernel_5 @@block0/layer2/MatMul_29:MatMul#id=29#H÷°ßπﬂá’^
block0/layer3/Mul_31:Mul≥°ßπﬂá’ d(eB*kernel_7 @@block0/layer3/Mul_31:Mul#id=31#H∞°ßπﬂá’>
block0/layer3/Mul_31:Mulë°ßπﬂá’ ’(÷Bkernel_3Hé°ßπﬂá’`
block0/layer3/Add_32:Add‹°ßπﬂá’ ‡(·B*kernel_7 @@block0/layer3/Add_32:Add#id=32#HŸ°ßπﬂá’j
block0/layer3/MatMul_33:MatMul±¢ßπﬂá’ (B0kernel_8 @@block0/layer3/MatMul_33:MatMul#id=33#HÆ¢ßπﬂá’j
block0/layer3/MatMul_33:MatMul∑¢ßπﬂá’ v(wB0kernel_5 @@block0/layer3/MatMul_33:MatMul#id=33#H¥¢ßπﬂá’^
block0/layer3/Sum_36:SumË°ßπﬂá’ (B*kernel_2 @@block0/layer3/Sum_36:Sum#id=36#HÂ°ßπﬂá’d
block0/layer3/Relu_39:ReluÁ¢ßπﬂá’ ö(õB,kernel_7 @@block0/layer3/Relu_39:Relu#id=39#H‰¢ßπﬂá’d
block0/layer3/Relu_39:Relu„¢ßπﬂá’ ó(òB,kernel_8 @@block0/layer3/Relu_39:Relu#id=39#H‡¢ßπﬂá’
Ë
/device:GPU:0/stream:14]
block0/layer0/Mul_1:Mulìùßπﬂá’ ›(ﬁB(kernel_1 @@block0/layer0/Mul_1:Mul#id=1#Hêùßπﬂá’C
block0/layer0/Reshape_2:Reshape†ùßπﬂá’ (Bkernel_2Hùùßπﬂá’E
block0/layer0/Reshape_2:ReshapeÀùßπﬂá’ •(¶Bkernel_6H»ùßπﬂá’g
block0/layer0/MatMul_3:MatMulêûßπﬂá’ V(WB.kernel_4 @@block0/layer0/MatMul_3:MatMul#id=3#Hçûßπﬂá’?
block0/layer0/Cast_4:Cast©ûßπﬂá’ ©(™Bkernel_4H¶ûßπﬂá’[
block0/layer0/Mul_7:Mul˜ûßπﬂá’ 1(2B(kernel_0 @@block0/layer0/Mul_7:Mul#id=7#HÙûßπﬂá’;
block0/layer0/Cast_8:Cast´ûßπﬂá’ (Bkernel_3H®ûßπﬂá’j
block0/layer1/Conv2D_12:Conv2Düüßπﬂá’ .(/B0kernel_3 @@block0/layer1/Conv2D_12:Conv2D#id=12#Húüßπﬂá’l
block0/layer1/Conv2D_16:Conv2D±†ßπﬂá’ ã(åB0kernel_8 @@block0/layer1/Conv2D_16:Conv2D#id=16#HÆ†ßπﬂá’j
block0/layer1/Conv2D_16:Conv2Dï†ßπﬂá’ ^(_B0kernel_0 @@block0/layer1/Conv2D_16:Conv2D#id=16#Hí†ßπﬂá’F
 block0/layer1/Softmax_17:SoftmaxËüßπﬂá’ Å(ÇBkernel_2HÂüßπﬂá’n
 block0/layer1/Softmax_17:SoftmaxÙüßπﬂá’ '((B2kernel_7 @@block0/layer1/Softmax_17:Softmax#id=17#HÒüßπﬂá’^
block0/layer1/Mul_19:MulÁüßπﬂá’ a(bB*kernel_5 @@block0/layer1/Mul_19:Mul#id=19#H‰üßπﬂá’t
"block0/layer2/Identity_24:Identity£†ßπﬂá’ î(ïB4kernel_1 @@block0/layer2/Identity_24:Identity#id=24#H††ßπﬂá’p
 block0/layer2/BiasAdd_26:BiasAdd≠°ßπﬂá’ â(äB2kernel_3 @@block0/layer2/BiasAdd_26:BiasAdd#id=26#H™°ßπﬂá’l
block0/layer2/MatMul_29:MatMul™°ßπﬂá’ Á(ËB0kernel_0 @@block0/layer2/MatMul_29:MatMul#id=29#Hß°ßπﬂá’j
block0/layer2/MatMul_29:MatMulŸ°ßπﬂá’ (B0kernel_5 @@block0/layer2/MatMul_29:MatMul#id=29#H÷°ßπﬂá’^
block0/layer3/Mul_31:Mul≥°ßπﬂá’ d(eB*kernel_7 @@block0/layer3/Mul_31:Mul#id=31#H∞°ßπﬂá’>
block0/layer3/Mul_31:Mulë°ßπﬂá’ ’(÷Bkernel_3Hé°ßπﬂá’^
block0/layer3/Sum_36:SumË°ßπﬂá’ (B*kernel_2 @@block0/layer3/Sum_36:Sum#id=36#HÂ°ßπﬂá’
à
6/job:localhost/replica:0/task:0/device:GPU:0/stream:15]
block0/layer0/Mul_1:Mul˚úßπﬂá’ å(çB(kernel_4 @@block0/layer0/Mul_1:Mul#id=1#H¯úßπﬂá’i
block0/layer0/MatMul_3:MatMulÑûßπﬂá’ ¢(£B.kernel_3 @@block0/layer0/MatMul_3:MatMul#id=3#HÅûßπﬂá’_
block0/layer0/Cast_4:Cast˚ùßπﬂá’  (!B*kernel_6 @@block0/layer0/Cast_4:Cast#id=4#H¯ùßπﬂá’=
block0/layer0/Add_6:Addäùßπﬂá’ Ü(áBkernel_2Háùßπﬂá’]
block0/layer0/Mul_7:Mul„ûßπﬂá’ ∞(±B(kernel_6 @@block0/layer0/Mul_7:Mul#id=7#H‡ûßπﬂá’a
block0/layer0/Cast_8:Cast√ûßπﬂá’ ˝(˛B*kernel_1 @@block0/layer0/Cast_8:Cast#id=8#H¿ûßπﬂá’l
block0/layer1/Conv2D_13:Conv2Dóüßπﬂá’ ˚(¸B0kernel_3 @@block0/layer1/Conv2D_13:Conv2D#id=13#Hîüßπﬂá’>
block0/layer1/Mul_19:Mul„üßπﬂá’ ê(ëBkernel_7H‡üßπﬂá’n
 block0/layer2/BiasAdd_26:BiasAdd≤°ßπﬂá’ [(\B2kernel_4 @@block0/layer2/BiasAdd_26:BiasAdd#id=26#HØ°ßπﬂá’`
block0/layer3/Add_32:Add‹°ßπﬂá’ ‡(·B*kernel_7 @@block0/layer3/Add_32:Add#id=32#HŸ°ßπﬂá’j
block0/layer3/MatMul_33:MatMul±¢ßπﬂá’ (B0kernel_8 @@block0/layer3/MatMul_33:MatMul#id=33#HÆ¢ßπﬂá’j
block0/layer3/MatMul_33:MatMul∑¢ßπﬂá’ v(wB0kernel_5 @@block0/layer3/MatMul_33:MatMul#id=33#H¥¢ßπﬂá’d
block0/layer3/Relu_39:ReluÁ¢ßπﬂá’ ö(õB,kernel_7 @@block0/layer3/Relu_39:Relu#id=39#H‰¢ßπﬂá’d
block0/layer3/Relu_39:Relu„¢ßπﬂá’ ó(òB,kernel_8 @@block0/layer3/Relu_39:Relu#id=39#H‡¢ßπﬂá’
Ã
/device:GPU:0/memcpyY
edge_31_Mul:MEMCPYHtoDÀ†ßπﬂá’ (B'MEMCPYHtoD 400 bytes (Pinned to Device)H»†ßπﬂá’Y
edge_32_Add:MEMCPYHtoDÛ†ßπﬂá’ 	(
B'MEMCPYHtoD 400 bytes (Pinned to Device)H†ßπﬂá’