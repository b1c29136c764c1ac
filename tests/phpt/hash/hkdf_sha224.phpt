--TEST--
hash_hkdf() with sha224
--FILE--
<?php
$a = 'sha224';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
262a9bd034d7229629373dd053a8aa24b7019ada5cb1e5e8d0d1990d
262a9bd034d722962937
0ff75af37d8684eb5b7a470cd4dedabd33995a58af80d43175f5ce7bf4a155874bbe9a04e28acda715303f4a87213b02edd746eda23d9e6235fd8b08ef1f0bcd8823d2145fce31d3548fb2fe3b4b65295c5225f68d9688595abfadac1ec403b8c077a2f0
