--TEST--
an exception in a callback leaves the pcre state usable
--FILE--
<?php
try {
    preg_replace_callback('/a/', function ($m) { throw new RuntimeException('boom'); }, 'aaa');
} catch (RuntimeException $e) {
    echo $e->getMessage(), "\n";
}
var_dump(preg_replace_callback('/a/', fn($m) => 'b', 'aaa'));
var_dump(preg_match('/a/', 'a'));
--EXPECT--
boom
string(3) "bbb"
int(1)
