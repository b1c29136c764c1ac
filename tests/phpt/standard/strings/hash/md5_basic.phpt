--TEST--
md5 of common strings
--FILE--
<?php
var_dump(md5(""), md5("a"), md5("abc"), md5("message digest"));
--EXPECT--
string(32) "d41d8cd98f00b204e9800998ecf8427e"
string(32) "0cc175b9c0f1b6a831c399e269772661"
string(32) "900150983cd24fb0d6963f7d28e17f72"
string(32) "f96b697d7cb7938d525a2f31aaf161d0"
