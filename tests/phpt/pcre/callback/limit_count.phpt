--TEST--
limit and count
--FILE--
<?php
var_dump(preg_replace_callback('/a/', fn($m) => 'b', 'aaaa', 3, $c), $c);
var_dump(preg_replace_callback('/a/', fn($m) => 'b', 'aaaa', 0, $c), $c);
--EXPECT--
string(4) "bbba"
int(3)
string(4) "aaaa"
int(0)
