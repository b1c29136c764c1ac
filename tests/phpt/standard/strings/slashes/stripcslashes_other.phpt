--TEST--
stripcslashes of unknown escapes and a trailing backslash
--FILE--
<?php
var_dump(stripcslashes('\q\w\\'), stripcslashes('end\\'), stripcslashes(''));
--EXPECT--
string(3) "qw\"
string(4) "end\"
string(0) ""
