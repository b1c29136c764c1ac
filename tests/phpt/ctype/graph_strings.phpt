--TEST--
ctype_graph() with strings
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_graph('a!b~'));
var_dump(ctype_graph('a b'));
var_dump(ctype_graph(''));
var_dump(ctype_graph("\x80\xff"));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
