--TEST--
similar_text and its percentage
--FILE--
<?php
var_dump(similar_text("World", "Word", $p), $p);
var_dump(similar_text("Hello", "World", $p), $p);
var_dump(similar_text("", "", $p), $p);
var_dump(similar_text("abc", "xyz"));
--EXPECT--
int(4)
float(88.88888888888889)
int(1)
float(20)
int(0)
float(0)
int(0)
