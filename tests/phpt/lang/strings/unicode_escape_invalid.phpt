--TEST--
Invalid unicode escape is a parse error
--FILE--
<?php
echo "\u{110000}";
--EXPECTF--

Parse error: Invalid UTF-8 codepoint escape sequence: Codepoint too large in %s on line 2
