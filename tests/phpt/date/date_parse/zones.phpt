--TEST--
date_parse(): zones
--FILE--
<?php
foreach (['10:00 UTC', '10:00 EST', '10:00 CEST', '10:00 +02:00', '10:00 Europe/Paris', '@1234567890'] as $s) {
    echo var_export($s, true), ":\n";
    print_r(date_parse($s));
}
?>
--EXPECT--
'10:00 UTC':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 10
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 3
    [tz_abbr] => UTC
    [tz_id] => UTC
)
'10:00 EST':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 10
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 2
    [zone] => -18000
    [is_dst] => 
    [tz_abbr] => EST
)
'10:00 CEST':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 10
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 2
    [zone] => 3600
    [is_dst] => 1
    [tz_abbr] => CEST
)
'10:00 +02:00':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 10
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 1
    [zone] => 7200
    [is_dst] => 
)
'10:00 Europe/Paris':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 10
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 3
    [tz_id] => Europe/Paris
)
'@1234567890':
Array
(
    [year] => 1970
    [month] => 1
    [day] => 1
    [hour] => 0
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 1
    [zone] => 0
    [is_dst] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 0
            [day] => 0
            [hour] => 0
            [minute] => 0
            [second] => 1234567890
        )

)
