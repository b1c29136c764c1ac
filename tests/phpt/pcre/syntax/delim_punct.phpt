--TEST--
various punctuation delimiters
--FILE--
<?php
foreach (['!', '%', '@', ',', ';', '|', '"', "'", '`', '=', '_', '&', '-'] as $d) {
    var_dump(preg_match($d . 'x' . $d, 'axb'));
}
--EXPECT--
int(1)
int(1)
int(1)
int(1)
int(1)
int(1)
int(1)
int(1)
int(1)
int(1)
int(1)
int(1)
int(1)
