--TEST--
md5 coerces scalars
--FILE--
<?php
var_dump(md5(123), md5(1.5), md5(true), md5(false));
--EXPECT--
string(32) "202cb962ac59075b964b07152d234b70"
string(32) "6008647277c4454cecd97d33c069f0ca"
string(32) "c4ca4238a0b923820dcc509a6f75849b"
string(32) "d41d8cd98f00b204e9800998ecf8427e"
