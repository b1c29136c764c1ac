--TEST--
\u without brace is literal
--FILE--
<?php
var_dump("\u", "\u0041", "\ux");
--EXPECT--
string(2) "\u"
string(6) "\u0041"
string(3) "\ux"
