--TEST--
only the first character of the delimiter counts
--FILE--
<?php
var_dump(preg_quote('a/b@c', '@/'));
--EXPECT--
string(6) "a/b\@c"
