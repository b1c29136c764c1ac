--TEST--
hash_hmac() with ripemd128
--FILE--
<?php
$a = 'ripemd128';
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
3147183fe25f1bb0c8bea60cb8ec77b1
6b114a86a890295b0d26f232a229974c
e61e03093e512e3d7b4e25cc72fd57cc
3147183fe25f1bb0c8bea60cb8ec77b1
3147183fe25f1bb0c8bea60cb8ec77b1
