--TEST--
sprintf %% literal percent
--FILE--
<?php
var_dump(sprintf('100%%'));
var_dump(sprintf('%d%%', 50));
var_dump(sprintf('%%%s%%', 'x'));
--EXPECT--
string(4) "100%"
string(3) "50%"
string(3) "%x%"
