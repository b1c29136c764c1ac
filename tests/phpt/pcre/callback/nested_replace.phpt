--TEST--
a callback may call preg_replace_callback
--FILE--
<?php
var_dump(preg_replace_callback('/\[(.*?)\]/', function ($m) {
    return preg_replace_callback('/\w/', fn($n) => strtoupper($n[0]), $m[1]);
}, 'x [ab] y [cd]'));
--EXPECT--
string(9) "x AB y CD"
