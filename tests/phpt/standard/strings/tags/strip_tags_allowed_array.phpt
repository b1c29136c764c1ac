--TEST--
strip_tags with allowed tags as an array
--FILE--
<?php
var_dump(strip_tags("<p>Test <b>bold</b> <i>it</i></p>", ["p", "b"]));
var_dump(strip_tags("<p>Test <b>bold</b></p>", []));
--EXPECT--
string(26) "<p>Test <b>bold</b> it</p>"
string(9) "Test bold"
