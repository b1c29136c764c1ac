--TEST--
replacing multibyte characters
--FILE--
<?php
var_dump(preg_replace('/é/u', 'e', 'café crème'));
var_dump(preg_replace('/[^\x00-\x7F]/u', '?', 'naïve café'));
var_dump(preg_replace('/[^\x00-\x7F]/', '?', 'naïve'));
--EXPECT--
string(11) "cafe crème"
string(10) "na?ve caf?"
string(6) "na??ve"
