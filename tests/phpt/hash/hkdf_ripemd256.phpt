--TEST--
hash_hkdf() with ripemd256
--FILE--
<?php
$a = 'ripemd256';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
ff153b68b913215d5b49dfc6e25d22e68c48188d6f64bcea2f14a7417fba80dd
ff153b68b913215d5b49
0b30da00191d60c82152f843b5f8f4e2eb2a1109c33bf503435cdd2971d1ef944275b9c594de213e1a0f4dee5ffea7383a179b94d604793cde5536142857e24972a1892d48038ed22352e11dc1e19f5e5c12020071dcd64efb84315c74197016db50f882
