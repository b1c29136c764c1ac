--TEST--
hash_hkdf() with sha3-224
--FILE--
<?php
$a = 'sha3-224';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
42f2fccdb70343b8c6092b352ca7bf67639ad20736dc6b094a6f8bb6
42f2fccdb70343b8c609
e18e75d320ad4bdb6e71db3001c8ad6bfe6cb0da56c9d8d8630f75ec35b45f5cd93826f245e19417fe1eeca410b083dd88a5c870d39c81b406a8045c3fc097e66625d47776d376cb878873c3921b229d2031e92421913de483d81137c9a399c55804265e
