--TEST--
hash_pbkdf2() with sha512
--FILE--
<?php
$a = 'sha512';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
867f70cf1ade02cff3752599a3a53dc4af34c7a669815ae5d513554e1c8cf252c02d470a285a0501bad999bfe943c08f050235d7d68b1da55e63f73b60a57fce
b6b07cb2cebf4ad84468
e1d9c16aa681708a45f5
e1d9c16aa681708a45f5c7c4e215ceb66e011a2e9f0040713f18aefdb866d53cf76cab2868a39b9f7840edce4fef5a82be67335c77a6068e04112754f27ccf4e473e311ad827b68945f4e2
