--TEST--
hash_hkdf() with ripemd128
--FILE--
<?php
$a = 'ripemd128';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
25093edfd314c4c6f375ddaf9b79a7cc
25093edfd314c4c6f375
b5b5b1d1747140d19db4542f6b29b262f5a51f9385a963bb1c10a3fe2875ed190b2eb4a20e1e9a3efc4249e125f44a10d6b81dc6590d6b1f5bc35dfc70df3d04c7a857ca75e0df1aa7c9eacc84c899a0cc43f9d3b2330fa9f39b59cf80d4a3ec8e100692
