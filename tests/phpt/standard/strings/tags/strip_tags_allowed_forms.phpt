--TEST--
strip_tags allowed tag strings with odd forms
--FILE--
<?php
var_dump(strip_tags("<b>x</b><i>y</i>", "b"), strip_tags("<b>x</b>", "<B>"), strip_tags("<br/>", "<br/>"), strip_tags("<p>x</p>", "<p"));
--EXPECT--
string(2) "xy"
string(8) "<b>x</b>"
string(0) ""
string(1) "x"
