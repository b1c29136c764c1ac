--TEST--
callbacks for empty matches
--FILE--
<?php
var_dump(preg_replace_callback('/x*/', fn($m) => '<' . $m[0] . '>', 'axxb'));
--EXPECT--
string(12) "<>a<xx><>b<>"
