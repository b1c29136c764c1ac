--TEST--
Unterminated block comment
--FILE--
<?php
echo "a";
/* never closed
--EXPECTF--

Parse error: Unterminated comment starting line 3 in %s on line 3
