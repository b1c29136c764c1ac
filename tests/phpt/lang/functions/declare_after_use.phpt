--TEST--
Top-level functions can be called before their declaration
--FILE--
<?php
echo early(), "\n";
function early() { return "hoisted"; }
--EXPECT--
hoisted
