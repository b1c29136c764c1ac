--TEST--
hash_pbkdf2() with sha1
--FILE--
<?php
$a = 'sha1';
echo hash_pbkdf2($a, 'password', 'salt', 1), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 3, 20), "\n";
echo bin2hex(hash_pbkdf2($a, 'password', 'salt', 2, 10, true)), "\n";
echo hash_pbkdf2($a, 'password', 'salt', 2, 150), "\n";
?>
--EXPECT--
0c60c80f961f0e71f3a9b524af6012062fe037a6
6b4e26125c25cf21ae35
ea6c014dc72d6f8ccd1e
ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957cae93136266537a8d7bf4b76c51094cc1ae010b19923ddc4395cd064acb023ffd1edd5ef4be8ffe61426c28efa158b83ac873b4d3c4ebb
