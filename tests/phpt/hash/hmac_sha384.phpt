--TEST--
hash_hmac() with sha384
--FILE--
<?php
$a = 'sha384';
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
c5f97ad9fd1020c174d7dc02cf83c4c1bf15ee20ec555b690ad58e62da8a00ee44ccdb65cb8c80acfd127ebee568958a
6c1f2ee938fad2e24bd91298474382ca218c75db3d83e114b3d4367776d14d3551289e75e8209cd4b792302840234adc
b43d9b641c5b4566ffa375032128130382b21cd30639b529f1748825aa451da98dc91ad6d023bcb2c81849996cbd05a7
c5f97ad9fd1020c174d7dc02cf83c4c1bf15ee20ec555b690ad58e62da8a00ee44ccdb65cb8c80acfd127ebee568958a
c5f97ad9fd1020c174d7dc02cf83c4c1bf15ee20ec555b690ad58e62da8a00ee44ccdb65cb8c80acfd127ebee568958a
