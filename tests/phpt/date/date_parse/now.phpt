--TEST--
date_parse() of keywords
--FILE--
<?php
foreach (['now','today','noon','midnight'] as $s) { echo $s, ': '; echo json_encode(date_parse($s)), "\n"; }
?>
--EXPECT--
now: {"year":false,"month":false,"day":false,"hour":false,"minute":false,"second":false,"fraction":false,"warning_count":0,"warnings":[],"error_count":0,"errors":[],"is_localtime":false}
today: {"year":false,"month":false,"day":false,"hour":0,"minute":0,"second":0,"fraction":0,"warning_count":0,"warnings":[],"error_count":0,"errors":[],"is_localtime":false}
noon: {"year":false,"month":false,"day":false,"hour":12,"minute":0,"second":0,"fraction":0,"warning_count":0,"warnings":[],"error_count":0,"errors":[],"is_localtime":false}
midnight: {"year":false,"month":false,"day":false,"hour":0,"minute":0,"second":0,"fraction":0,"warning_count":0,"warnings":[],"error_count":0,"errors":[],"is_localtime":false}
