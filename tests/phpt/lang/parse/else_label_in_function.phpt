--TEST--
else: inside a function body is unexpected (no expecting clause)
--FILE--
<?php
function f() {
    else: return 1;
}
--EXPECTF--

Parse error: syntax error, unexpected token "else" in %s on line 3
