--TEST--
strtok without a string to tokenize
--FILE--
<?php
var_dump(strtok("/"));
--EXPECT--
bool(false)
