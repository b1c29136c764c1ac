--TEST--
(int) casts of leading-numeric strings
--FILE--
<?php
var_dump((int)'  42');
var_dump((int)"\t\n42");
var_dump((int)'42  ');
var_dump((int)'1.999');
var_dump((int)'-1e2');
var_dump((int)'0.5e1');
--EXPECT--
int(42)
int(42)
int(42)
int(1)
int(-100)
int(5)
