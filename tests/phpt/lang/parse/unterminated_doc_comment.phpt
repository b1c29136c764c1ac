--TEST--
An unterminated doc comment after code
--FILE--
<?php
function f() {}
/** doc
 never closed
--EXPECTF--

Parse error: Unterminated comment starting line 3 in %s on line 3
