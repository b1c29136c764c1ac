--TEST--
htmlspecialchars of an empty string
--FILE--
<?php
var_dump(htmlspecialchars(""), htmlspecialchars("plain text"));
--EXPECT--
string(0) ""
string(10) "plain text"
