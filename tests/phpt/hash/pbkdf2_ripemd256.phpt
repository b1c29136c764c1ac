--TEST--
hash_pbkdf2() with ripemd256
--FILE--
<?php
$a = 'ripemd256';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
84068986778a7e3900883f0a18a9b389bd9769b0f55b69a1c6113a9ac3e88cdb
470970412b575a8012f6
846d9ef773329bc0a5aa
846d9ef773329bc0a5aada11215903437b2ffbdf626a751ff3d5a76663db6a0570c716d753d8a508c91e5704a3c959e158a6b055e02b356734a6340d87669b29a09d1b8a07641705d26309
