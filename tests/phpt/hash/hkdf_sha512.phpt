--TEST--
hash_hkdf() with sha512
--FILE--
<?php
$a = 'sha512';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
60ed0b819793aba3c33a17021859ac9708e0644e3b78992e6eae96e16465604a482ad7574d682e6be37dfeffbc79d9619d717ebfa2814128c9cd832791e40573
60ed0b819793aba3c33a
24156e2c35525baaf3d0fbb92b734c8032a110a3f12e2596e441e1924870d84c3a500652a723738024432451046fd237efad8392fb686c5277a59e01053916536ce56ffa4036f0224573100a07a8dafb96aba25a717b1ef32723bd136a8770834b8b6198
