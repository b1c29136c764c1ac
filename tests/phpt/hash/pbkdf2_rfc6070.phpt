--TEST--
hash_pbkdf2() with the RFC 6070 vectors
--FILE--
<?php
echo hash_pbkdf2('sha1', 'password', 'salt', 1, 40), "\n";
echo hash_pbkdf2('sha1', 'password', 'salt', 2, 40), "\n";
echo hash_pbkdf2('sha1', 'password', 'salt', 4096, 40), "\n";
echo hash_pbkdf2('sha1', 'passwordPASSWORDpassword', 'saltSALTsaltSALTsaltSALTsaltSALTsalt', 4096, 50), "\n";
echo bin2hex(hash_pbkdf2('sha1', "pass\0word", "sa\0lt", 4096, 16, true)), "\n";
?>
--EXPECT--
0c60c80f961f0e71f3a9b524af6012062fe037a6
ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957
4b007901b765489abead49d926f721d065a429c1
3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038
56fa6aa75548099dcc37d7f03425e0c3
