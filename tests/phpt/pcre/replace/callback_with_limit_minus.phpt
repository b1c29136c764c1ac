--TEST--
a negative limit in preg_replace_callback means no limit
--FILE--
<?php
var_dump(preg_replace_callback('/a/', fn($m) => 'b', 'aaa', -5, $c), $c);
--EXPECT--
string(3) "bbb"
int(3)
