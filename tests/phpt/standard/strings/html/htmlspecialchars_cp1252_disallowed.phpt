--TEST--
htmlspecialchars ENT_DISALLOWED with a single-byte charset
--FILE--
<?php
var_dump(bin2hex(htmlspecialchars("\x7f\x98\x01a", ENT_QUOTES | ENT_DISALLOWED | ENT_HTML5, "cp1252")), bin2hex(htmlentities("\x7f\x81\x01a", ENT_QUOTES | ENT_DISALLOWED | ENT_HTML5, "cp1252")));
--EXPECT--
string(22) "7f98262378464646443b61"
string(36) "262378464646443b81262378464646443b61"
