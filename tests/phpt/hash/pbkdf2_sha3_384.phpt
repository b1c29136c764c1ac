--TEST--
hash_pbkdf2() with sha3-384
--FILE--
<?php
$a = 'sha3-384';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
7d7aba341e6ac84e9938f0f5a2f63c07daa3e0584cc6db99650a75eb2948f2b9591f591c805c9e918a2755fef7b7a3b0
3c7efe23b2a10f898372
0a163df94a9e97f05fb5
0a163df94a9e97f05fb5bf609c4b02854299dc46099e115fad31c00656b317b88e1029d68aef38d974c521f933553781093b9411f6bd5e9fd493f443daa8976d48a794dfd0763b85a4022e
