--TEST--
BOM and non-breaking space with \s and \h under /u
--FILE--
<?php
var_dump(preg_match('/\s/u', "\u{a0}"), preg_match('/\h/u', "\u{a0}"), preg_match('/\s/u', "\u{feff}"));
var_dump(preg_replace('/^\x{FEFF}/u', '', "\u{feff}text"));
--EXPECT--
int(1)
int(1)
int(0)
string(4) "text"
