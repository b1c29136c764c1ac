--TEST--
case-insensitive matching across scripts
--FILE--
<?php
var_dump(preg_match('/σ/iu', 'Σ'), preg_match('/ж/iu', 'Ж'), preg_match('/ǆ/iu', 'ǅ'));
--EXPECT--
int(1)
int(1)
int(1)
