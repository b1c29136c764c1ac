--TEST--
hash_hmac() with sha3-512
--FILE--
<?php
$a = 'sha3-512';
echo hash_hmac($a, 'data', 'key'), "\n";
echo hash_hmac($a, '', ''), "\n";
echo hash_hmac($a, 'data', str_repeat('k', 200)), "\n";
echo bin2hex(hash_hmac($a, 'data', 'key', true)), "\n";
$c = hash_init($a, HASH_HMAC, 'key');
hash_update($c, 'da');
hash_update($c, 'ta');
echo hash_final($c), "\n";
?>
--EXPECT--
752bf49d54115aaa670ea62bdf79eb95e6df787938bec5fabdfc4745cf49f7fe11b7c2f73989ad2e568f06ced3a2d99536b05a121f43647b98ea43f818f38b33
cbcf45540782d4bc7387fbbf7d30b3681d6d66cc435cafd82546b0fce96b367ea79662918436fba442e81a01d0f9592dfcd30f7a7a8f1475693d30be4150ca84
43aee2c4e7382bf5220728f661675d1c518e5c70ddb8f0eb53c3c9c976769100791c88a3eb75a5d21806d2e347858397d1614f0005aac010455b0779c671b35c
752bf49d54115aaa670ea62bdf79eb95e6df787938bec5fabdfc4745cf49f7fe11b7c2f73989ad2e568f06ced3a2d99536b05a121f43647b98ea43f818f38b33
752bf49d54115aaa670ea62bdf79eb95e6df787938bec5fabdfc4745cf49f7fe11b7c2f73989ad2e568f06ced3a2d99536b05a121f43647b98ea43f818f38b33
