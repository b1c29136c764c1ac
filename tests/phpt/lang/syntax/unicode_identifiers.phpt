--TEST--
Non-ASCII bytes are valid in identifiers
--FILE--
<?php
$café = "latte";
echo $café, "\n";
function héllo() { return "hi"; }
echo héllo(), "\n";
--EXPECT--
latte
hi
