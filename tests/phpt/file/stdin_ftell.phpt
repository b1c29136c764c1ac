--TEST--
ftell on STDIN and php://stdin pipes
--STDIN--
abc
def
--FILE--
<?php
var_dump(ftell(STDIN));
fgets(STDIN);
var_dump(ftell(STDIN));
--EXPECT--
bool(false)
int(3)
