--TEST--
trim with high bytes
--FILE--
<?php
var_dump(bin2hex(trim("\xff\xfeab\xfe", "\xfe..\xff")));
--EXPECT--
string(4) "6162"
