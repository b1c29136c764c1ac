--TEST--
an array of patterns with one callback
--FILE--
<?php
var_dump(preg_replace_callback(['/a/', '/b/'], function ($m) { echo "[{$m[0]}]"; return strtoupper($m[0]); }, 'abab'));
--EXPECT--
[a][a][b][b]string(4) "ABAB"
