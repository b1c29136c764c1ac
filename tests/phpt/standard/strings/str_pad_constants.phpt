--TEST--
str_pad constants values
--FILE--
<?php
var_dump(STR_PAD_LEFT, STR_PAD_RIGHT, STR_PAD_BOTH);
--EXPECT--
int(0)
int(1)
int(2)
